import { randomInt } from 'node:crypto'
import type { ConsoleAccount, ConsoleRole } from '@gk/contract'
import type { Db } from '../../db/client.ts'
import type { ConsoleAccountRow } from '../../http/console-auth.ts'
import { hashPassword } from '../../services/passwords.ts'
import { insertAccount, revokeAccountSessions, setPasswordHash } from './console-accounts.repository.ts'

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
    MustChangePassword: row.must_change_password,
  }
}

/**
 * Creates an account; returns its one-time password, which must be changed at the first sign-in
 * unless `mustChange: false` (test and journey fixtures that are about something else).
 */
export async function createConsoleAccount(
  db: Db,
  input: { userName: string; displayName: string; role: ConsoleRole; now: Date; mustChange?: boolean },
): Promise<{ row: ConsoleAccountRow; password: string }> {
  const password = oneTimePassword()
  const row = await insertAccount(db, { ...input, mustChange: input.mustChange ?? true, passwordHash: await hashPassword(password) })
  return { row, password }
}

export async function resetConsolePassword(db: Db, id: number, now: Date): Promise<string> {
  const password = oneTimePassword()
  await setPasswordHash(db, id, await hashPassword(password), false, now)
  // a reset ends every session of the account
  await revokeAccountSessions(db, id, now)
  return password
}
