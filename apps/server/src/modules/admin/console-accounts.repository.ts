import type { ConsoleRole } from '@gk/contract'
import type { Db } from '../../db/client.ts'
import type { ConsoleAccountRow } from '../../http/console-auth.ts'

const COLUMNS = 'id, username, display_name, role, disabled, created_at, must_change_password'

export async function accountByName(db: Db, userName: string): Promise<(ConsoleAccountRow & { password_hash: string }) | null> {
  return (
    (await db.query<ConsoleAccountRow & { password_hash: string }>('SELECT * FROM console_accounts WHERE username = $1', [userName.toLowerCase()]))[0] ?? null
  )
}

export async function accountById(db: Db, id: number): Promise<ConsoleAccountRow | null> {
  return (await db.query<ConsoleAccountRow>(`SELECT ${COLUMNS} FROM console_accounts WHERE id = $1`, [id]))[0] ?? null
}

export async function listAccounts(db: Db): Promise<ConsoleAccountRow[]> {
  return db.query<ConsoleAccountRow>(`SELECT ${COLUMNS} FROM console_accounts ORDER BY id`)
}

export async function insertAccount(
  db: Db,
  a: { userName: string; displayName: string; role: ConsoleRole; passwordHash: string; mustChange: boolean; now: Date },
): Promise<ConsoleAccountRow> {
  const rows = await db.query<ConsoleAccountRow>(
    `INSERT INTO console_accounts (username, display_name, role, password_hash, must_change_password, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING ${COLUMNS}`,
    [a.userName.toLowerCase(), a.displayName, a.role, a.passwordHash, a.mustChange, a.now],
  )
  return rows[0]!
}

export async function updateAccount(db: Db, id: number, a: { displayName: string; role: ConsoleRole; disabled: boolean }, now: Date): Promise<void> {
  await db.query('UPDATE console_accounts SET display_name = $2, role = $3, disabled = $4, updated_at = $5 WHERE id = $1', [
    id,
    a.displayName,
    a.role,
    a.disabled,
    now,
  ])
}

/** A new password: `chosen` by the holder (nothing forced any more) or a one-time one from an admin (change it first). */
export async function setPasswordHash(db: Db, id: number, passwordHash: string, chosen: boolean, now: Date): Promise<void> {
  await db.query(
    `UPDATE console_accounts SET password_hash = $2, must_change_password = NOT $3,
            password_changed_at = CASE WHEN $3 THEN $4 ELSE password_changed_at END, updated_at = $4 WHERE id = $1`,
    [id, passwordHash, chosen, now],
  )
}

export async function passwordHashOf(db: Db, id: number): Promise<string | null> {
  return (await db.query<{ password_hash: string }>('SELECT password_hash FROM console_accounts WHERE id = $1', [id]))[0]?.password_hash ?? null
}

/** Ends every live session of the account. */
export async function revokeAccountSessions(db: Db, id: number, now: Date): Promise<void> {
  await db.query('UPDATE console_sessions SET revoked_at = $2 WHERE account_id = $1 AND revoked_at IS NULL', [id, now])
}
