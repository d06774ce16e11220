import type { Entities } from './ai-nlu.ts'
import { dataOf, type Plan } from './ai-plan.ts'

/**
 * A batch line asked by someone whose score is saved (「湖北历史类专科线多少」, 「特招线 湖北 物理」 with 280 or 540 in the
 * profile): the line is asked to be held against that score, so the answer says whether it clears it. Only when the
 * line asked is of the saved score's own province and 科类 — a score of 物理类 says nothing about the 历史类 line.
 */
export async function savedScoreFits(plan: Plan, e0: Entities, e: Entities, track: string | null): Promise<boolean> {
  if (e0.score !== null || e.score === null || track === null) return false
  const run = await plan.savedProfile()
  const p = dataOf(run) as { HasProfile?: boolean; ProvinceId?: number; SubjectTypeName?: string } | null
  if (!p?.HasProfile || p.ProvinceId !== e.province?.id) return false
  // 物理类 saved, 物理 or 理科 asked: the same track under the names a province uses
  const family = (t: string) => (/物理|理/.test(t) ? '理' : /历史|文/.test(t) ? '文' : t)
  return family(p.SubjectTypeName ?? '') === family(track)
}

/** 「特殊类型线」「特招线」「特殊招生线」: the 特殊类型招生 line itself, not the ordinary 本科 line it sits above. */
export const SPECIAL_TYPE_LINE = /特殊类型|特招|特殊招生|特殊类形/
