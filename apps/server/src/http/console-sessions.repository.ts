import type { ConsoleRole } from '@gk/contract'
import type { Db } from '../db/client.ts'

export type ConsoleAccountRow = { id: number; username: string; display_name: string; role: ConsoleRole; disabled: boolean; created_at: Date }

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
export async function liveConsoleSession(db: Db, tokenHash: string, now: Date): Promise<(ConsoleAccountRow & { session_id: number }) | undefined> {
  const rows = await db.query<ConsoleAccountRow & { session_id: number }>(
    `SELECT a.*, s.id AS session_id FROM console_sessions s JOIN console_accounts a ON a.id = s.account_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND NOT a.disabled`,
    [tokenHash, now],
  )
  return rows[0]
}

export async function revokeConsoleSessionRow(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.query('UPDATE console_sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, now])
}
