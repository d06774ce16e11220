import { ORDINARY, planTypeOfRow } from '../plan-type/plan-type-of-row.ts'
import type { ProvincePolicy } from '../policy/province-policy.ts'
import type { ResultRow } from './rows.ts'
import { trackOf } from './track-succession.ts'

/** Track wordings that name no track: a college's page that prints its special plans without one (综合 where the province has none). */
const UNSTATED_TRACK = /^(综合|官网未列科类|默认)$/

/**
 * Whether an ordinary row's line is, by the province's own rows, a special plan's line of the same college, year and
 * track (ADR 127): the same lowest score, and the same rank where both have one. 河南 2025 华东师范大学's only 物理类
 * rows besides its 国家专项 groups are one source's major rows without a plan type, and its 生态学 623/23,980 is group 303
 * (国家专项)'s 623/23,980 to the rank: the college's lowest line was the special plan's. Such a row stays its major's
 * line; it sets the college's line only in a year the college has no other (as a restricted group, apart-group.ts).
 *
 * A special row that names no track of the province (ADR 142: 南京理工大学's own query prints 甘肃 2025 综合 国家专项本科
 * 土木工程 541, and entry 27 carries 土木工程 541/14,491 as an ordinary 物理类 major) marks its score in every track: a
 * page of one college and year has few lines, and the ordinary row that meets one to the point is that plan's.
 */
export function specialEchoes(rows: readonly ResultRow[], policy: ProvincePolicy): (r: ResultRow) => boolean {
  const lines = new Map<string, (number | null)[]>()
  const keyOf = (r: ResultRow, track: string) => `${r.institution_id}|${r.year}|${track}|${r.min_score}`
  const unstated = (label: string) => UNSTATED_TRACK.test(label) && trackOf(label, policy) === null
  const add = (key: string, rank: number | null) => {
    const at = lines.get(key)
    if (at) at.push(rank)
    else lines.set(key, [rank])
  }
  for (const r of rows) {
    if (r.min_score === null || !r.institution_id || planTypeOfRow(r) === ORDINARY) continue
    add(keyOf(r, unstated(r.subject_type) ? '*' : r.subject_type), r.min_rank)
  }
  const meets = (ranks: (number | null)[] | undefined, rank: number | null) =>
    ranks !== undefined && ranks.some((k) => k === null || rank === null || k === rank)
  return (r) => r.min_score !== null && (meets(lines.get(keyOf(r, r.subject_type)), r.min_rank) || meets(lines.get(keyOf(r, '*')), r.min_rank))
}
