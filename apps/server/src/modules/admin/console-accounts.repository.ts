import type { ConsoleRole } from '@gk/contract'
import type { Db } from '../../db/client.ts'
import type { ConsoleAccountRow } from '../../http/console-auth.ts'

export async function accountByName(db: Db, userName: string): Promise<(ConsoleAccountRow & { password_hash: string }) | null> {
  return (
    (await db.query<ConsoleAccountRow & { password_hash: string }>('SELECT * FROM console_accounts WHERE username = $1', [userName.toLowerCase()]))[0] ?? null
  )
}

export async function accountById(db: Db, id: number): Promise<ConsoleAccountRow | null> {
  return (
    (await db.query<ConsoleAccountRow>('SELECT id, username, display_name, role, disabled, created_at FROM console_accounts WHERE id = $1', [id]))[0] ?? null
  )
}

export async function listAccounts(db: Db): Promise<ConsoleAccountRow[]> {
  return db.query<ConsoleAccountRow>('SELECT id, username, display_name, role, disabled, created_at FROM console_accounts ORDER BY id')
}

export async function insertAccount(
  db: Db,
  a: { userName: string; displayName: string; role: ConsoleRole; passwordHash: string; now: Date },
): Promise<ConsoleAccountRow> {
  const rows = await db.query<ConsoleAccountRow>(
    `INSERT INTO console_accounts (username, display_name, role, password_hash, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)
     RETURNING id, username, display_name, role, disabled, created_at`,
    [a.userName.toLowerCase(), a.displayName, a.role, a.passwordHash, a.now],
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

export async function setPasswordHash(db: Db, id: number, passwordHash: string, now: Date): Promise<void> {
  await db.query('UPDATE console_accounts SET password_hash = $2, updated_at = $3 WHERE id = $1', [id, passwordHash, now])
}

/** Ends every live session of the account. */
export async function revokeAccountSessions(db: Db, id: number, now: Date): Promise<void> {
  await db.query('UPDATE console_sessions SET revoked_at = $2 WHERE account_id = $1 AND revoked_at IS NULL', [id, now])
}
