import { randomInt } from 'node:crypto'
import type { ConsoleAccount, ConsoleRole } from '@gk/contract'
import type { Db } from '../../db/client.ts'
import type { ConsoleAccountRow } from '../../http/console-auth.ts'
import { hashPassword } from '../../services/passwords.ts'

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789'

/** 16 symbols of 54 (~92 bits): shown once to whoever creates the account, stored only as argon2id. */
export function oneTimePassword(): string {
  let s = ''
  for (let i = 0; i < 16; i++) s += ALPHABET[randomInt(0, ALPHABET.length)]
  return s
}

export function toAccount(row: ConsoleAccountRow): ConsoleAccount {
  return {
    AccountId: row.id,
    UserName: row.username,
    DisplayName: row.display_name,
    Role: row.role,
    Disabled: row.disabled,
    CreatedAt: new Date(row.created_at).toISOString(),
  }
}

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

/** Creates an account (or, with `reset`, gives an existing one a new password); returns the one-time password. */
export async function createConsoleAccount(
  db: Db,
  input: { userName: string; displayName: string; role: ConsoleRole; now: Date },
): Promise<{ row: ConsoleAccountRow; password: string }> {
  const password = oneTimePassword()
  const rows = await db.query<ConsoleAccountRow>(
    `INSERT INTO console_accounts (username, display_name, role, password_hash, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)
     RETURNING id, username, display_name, role, disabled, created_at`,
    [input.userName.toLowerCase(), input.displayName, input.role, await hashPassword(password), input.now],
  )
  return { row: rows[0]!, password }
}

export async function resetConsolePassword(db: Db, id: number, now: Date): Promise<string> {
  const password = oneTimePassword()
  await db.query('UPDATE console_accounts SET password_hash = $2, updated_at = $3 WHERE id = $1', [id, await hashPassword(password), now])
  // a reset ends every session of the account
  await db.query('UPDATE console_sessions SET revoked_at = $2 WHERE account_id = $1 AND revoked_at IS NULL', [id, now])
  return password
}
