import type { Db } from '../../db/client.ts'
import type { RequestContext } from '../../http/context.ts'
import type { ProfileRecord } from './score-profile.repository.ts'

/** What every recommendation call needs about the user: the score profile and whether Forecast is open. */
export type UserState = { record: ProfileRecord | null; hasForecast: boolean }

type Row = {
  province_code: string | null
  year: number | null
  score: string | null
  final_score: string | null
  subject_type: number | null
  subjects: string[] | string | null
  manual_rank: number | null
  risk_appetite: string | null
  updated_at: Date | string | null
  member_type: number | null
  member_expire_at: Date | string | null
  has_package: boolean
}

// ZNK member group (spec §5): MemberType 0, 1, 2 or 4
const ZNK = new Set([0, 1, 2, 4])
const TTL_MS = 2000
const caches = new WeakMap<Db, Map<number, { state: UserState; at: number }>>()

/**
 * Profile and entitlement in ONE query, kept for 2 s per user: the list calls are hot (≥ 1,000 req/s)
 * and the embedded database serves one statement at a time. Profile writes in this process drop the
 * entry at once (`forgetUserState`); a membership bought elsewhere shows within 2 s.
 */
export async function userState(ctx: RequestContext, userId: number): Promise<UserState> {
  let cache = caches.get(ctx.db)
  if (!cache) caches.set(ctx.db, (cache = new Map<number, { state: UserState; at: number }>()))
  const now = ctx.now()
  const hit = cache.get(userId)
  if (hit && performance.now() - hit.at < TTL_MS) return hit.state
  const row = (
    await ctx.db.query<Row>(
      `SELECT sp.province_code, sp.year, sp.score, sp.final_score, sp.subject_type, sp.subjects, sp.manual_rank, sp.risk_appetite, sp.updated_at,
              u.member_type, u.member_expire_at,
              EXISTS (SELECT 1 FROM user_packages p WHERE p.user_id = u.id AND p.expire_at > $2) AS has_package
         FROM users u LEFT JOIN score_profiles sp ON sp.user_id = u.id WHERE u.id = $1`,
      [userId, now],
    )
  )[0]
  const isMember =
    row !== undefined &&
    row.member_type !== null &&
    ZNK.has(row.member_type) &&
    (row.member_expire_at === null || new Date(row.member_expire_at).getTime() > now.getTime())
  const record: ProfileRecord | null =
    row?.province_code == null
      ? null
      : {
          provinceCode: row.province_code,
          year: row.year!,
          score: Number(row.score),
          finalScore: row.final_score === null ? null : Number(row.final_score),
          subjectType: row.subject_type!,
          subjects: typeof row.subjects === 'string' ? (JSON.parse(row.subjects) as string[]) : (row.subjects ?? []),
          manualRank: row.manual_rank,
          riskAppetite: (row.risk_appetite ?? 'balanced') as ProfileRecord['riskAppetite'],
          updatedAt: new Date(row.updated_at!),
        }
  const state = { record, hasForecast: isMember || row?.has_package === true }
  if (cache.size > 10_000) cache.clear()
  cache.set(userId, { state, at: performance.now() })
  return state
}

export function forgetUserState(ctx: RequestContext, userId: number): void {
  caches.get(ctx.db)?.delete(userId)
}
