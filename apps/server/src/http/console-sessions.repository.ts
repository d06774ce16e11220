import type { ConsoleRole } from '@gk/contract'
import type { Db } from '../db/client.ts'

export type ConsoleAccountRow = {
  id: number
  username: string
  display_name: string
  role: ConsoleRole
  disabled: boolean
  created_at: Date
  must_change_password: boolean
}
export type LiveConsoleSession = ConsoleAccountRow & { session_id: number; session_created_at: Date; expires_at: Date }

export async function insertConsoleSession(db: Db, accountId: number, tokenHash: string, ip: string, now: Date, expiresAt: Date): Promise<void> {
  await db.query('INSERT INTO console_sessions (account_id, token_hash, ip, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    accountId,
    tokenHash,
    ip,
    now,
    expiresAt,
  ])
}

/** The account behind a session that is neither revoked nor expired, of an account not disabled. */
export async function liveConsoleSession(db: Db, tokenHash: string, now: Date): Promise<LiveConsoleSession | undefined> {
  const rows = await db.query<LiveConsoleSession>(
    `SELECT a.*, s.id AS session_id, s.created_at AS session_created_at, s.expires_at FROM console_sessions s JOIN console_accounts a ON a.id = s.account_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND NOT a.disabled`,
    [tokenHash, now],
  )
  return rows[0]
}

export async function revokeConsoleSessionRow(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.query('UPDATE console_sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, now])
}

/** Moves a live session's end to `expiresAt` (sliding with use; never shortens, never revives a revoked one). */
export async function slideConsoleSessionRow(db: Db, sessionId: number, expiresAt: Date): Promise<void> {
  await db.query('UPDATE console_sessions SET expires_at = $2 WHERE id = $1 AND revoked_at IS NULL AND expires_at < $2', [sessionId, expiresAt])
}

/** Ends every other live session of the account (after a password change the old password's sessions go). */
export async function revokeOtherConsoleSessions(db: Db, accountId: number, keepSessionId: number, now: Date): Promise<void> {
  await db.query('UPDATE console_sessions SET revoked_at = $3 WHERE account_id = $1 AND id <> $2 AND revoked_at IS NULL', [accountId, keepSessionId, now])
}

/** Ends an account's live sessions now, as the idle limit would (the sandbox's hook for journeys). */
export async function expireConsoleSessionsOf(db: Db, username: string, now: Date): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `UPDATE console_sessions SET expires_at = $2 WHERE revoked_at IS NULL AND expires_at > $2
       AND account_id = (SELECT id FROM console_accounts WHERE username = $1) RETURNING id`,
    [username, now],
  )
  return rows.length
}
