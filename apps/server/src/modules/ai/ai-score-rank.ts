import type { Entities } from './ai-nlu.ts'
import type { Plan } from './ai-plan.ts'

/** What the score_to_rank tool returns for one score (ai-tools-lookup.ts). */
export type ScoreRank = {
  Year: number
  SubjectType: string
  Score: number
  WorstRank: number | null
  BestRank: number | null
  SameScoreCount: number | null
  Total: number | null
  Equivalents: { Year: number; SubjectType: string; Score: number; Rank: number }[]
  BelowTable?: { Floor: number; LastRank: number }
}

export const rankData = (d: Record<string, unknown> | null) => d as ScoreRank | null

/** One score's rank in the province's table: the entities' score, track and year (the newest table when none). */
export function rankOf(plan: Plan, e: Entities) {
  return plan.call('score_to_rank', {
    ProvinceId: e.province!.id,
    Score: e.score,
    ...(e.subjectType ? { SubjectType: e.subjectType } : {}),
    ...(e.year ? { Year: e.year } : {}),
  })
}
