import type { Db } from '../../db/client.ts'

export async function insertSandboxCode(
  db: Db,
  codeHash: string,
  provider: string,
  openId: string,
  nickname: string,
  avatar: string,
  expiresAt: Date,
): Promise<void> {
  await db.query(`INSERT INTO oauth_sandbox_codes (code_hash, provider, open_id, nickname, avatar, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`, [
    codeHash,
    provider,
    openId,
    nickname,
    avatar,
    expiresAt,
  ])
}

/** One UPDATE marks the code used: a replay or a concurrent second exchange finds nothing. */
export async function useSandboxCode(db: Db, codeHash: string, provider: string, now: Date): Promise<{ open_id: string; nickname: string } | undefined> {
  const rows = await db.query<{ open_id: string; nickname: string }>(
    `UPDATE oauth_sandbox_codes SET used_at = $3
          WHERE code_hash = $1 AND provider = $2 AND used_at IS NULL AND expires_at > $3
        RETURNING open_id, nickname`,
    [codeHash, provider, now],
  )
  return rows[0]
}
