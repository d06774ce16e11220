/**
 * Institutions with an ordinary 本科 result per province, track and year: the measure of issue #29
 * ("every college a student could get into"). A result counts when it is of plan type 普通类, has a
 * score or a rank, and its batch is a 本科 batch of the ordinary route (not 专科, 提前批, art, sport,
 * 对口, 专升本 or 征集). 文科/理科 years count under the track that replaced them (历史类/物理类).
 */
export type CoverageRow = {
  province_code: string
  year: number
  subject_type: string
  batch?: string | null
  plan_type?: string | null
  institution_id: string | null
  min_score: number | null
  min_rank: number | null
  level?: string | null
}

const OTHER_ROUTE = /专科|高职|高专|提前|征集|征求|艺术|体育|对口|专升本|特殊/
export const TRACK_OF: Record<string, string> = { 物理类: '物理', 理科: '物理', 历史类: '历史', 文科: '历史', 综合: '综合' }

export function isOrdinaryBenke(r: CoverageRow): boolean {
  if (r.plan_type !== '普通类' || r.institution_id === null) return false
  if (r.min_score === null && r.min_rank === null) return false
  return !OTHER_ROUTE.test(r.batch ?? '')
}

/** province|track → year → institution count. */
export function ordinaryCoverage(rows: Iterable<CoverageRow>): Map<string, Map<number, number>> {
  const sets = new Map<string, Map<number, Set<string>>>()
  for (const r of rows) {
    const track = TRACK_OF[r.subject_type]
    if (!track || !isOrdinaryBenke(r)) continue
    const k = `${r.province_code}|${track}`
    const byYear = sets.get(k) ?? new Map<number, Set<string>>()
    sets.set(k, byYear)
    const s = byYear.get(r.year) ?? new Set<string>()
    byYear.set(r.year, s)
    s.add(r.institution_id!)
  }
  return new Map([...sets].map(([k, m]) => [k, new Map([...m].map(([y, s]) => [y, s.size]))]))
}

/** Institutions in the province's 本科 plan book per province|track|year (plans with a 本科 batch). */
export function planBookCounts(rows: Iterable<CoverageRow>): Map<string, number> {
  const sets = new Map<string, Set<string>>()
  for (const r of rows) {
    const track = TRACK_OF[r.subject_type]
    if (!track || r.institution_id === null || OTHER_ROUTE.test(r.batch ?? '') || r.level === '专科') continue
    const k = `${r.province_code}|${track}|${r.year}`
    sets.set(k, (sets.get(k) ?? new Set()).add(r.institution_id))
  }
  return new Map([...sets].filter(([, s]) => s.size >= 100).map(([k, s]) => [k, s.size]))
}
