/**
 * The rows the unit rules read, as the reference tables hold them (admission results, plans, control lines, rank
 * tables). The rules below are pure functions over these: whoever reads the rows (the server from its database, the
 * backtest from the dataset files) hands them in, and both get the same units.
 */
import type { ScoreRankTable } from '../rank/score-rank-table.ts'

/** One `admission_results` row: a unit's line of one year. */
export type ResultRow = {
  year: number
  subject_type: string
  batch: string
  unit_level: string
  institution_id: string | null
  institution_name: string
  provincial_code: string | null
  major_group: string | null
  major_code: string | null
  major_name: string | null
  min_score: number | null
  min_rank: number | null
  plan_count: number | null
  requirement_text: string | null
  subject_requirement: unknown
  source_id: string
  quality: string
  plan_type: string | null
}

/**
 * The source of the third-party per-major rows whose batch the dataset build placed (SOURCES.md entry 27, ADR 040):
 * the model widens a line of theirs (ADR 072), the app and the backtest alike.
 */
export const PLACED_SOURCE = 'gaokao-zhiyuan-recommender'

/** One `enrollment_plans` row. */
export type PlanRow = {
  year: number
  subject_type: string
  batch: string
  level: string | null
  institution_id: string | null
  institution_name: string
  provincial_code: string | null
  major_group: string | null
  major_code: string | null
  major_name: string | null
  plan_count: number | null
  tuition: number | null
  requirement_text: string | null
  subject_requirement: unknown
  plan_type: string | null
}

/** One `control_lines` row (批次线). */
export type ControlLineRow = { year?: number; subject_type: string; category: string; batch: string; batch_key: string; score: number; quality: string }

/** One 一分一段表 with where it came from. */
export type RankTableEntry = {
  provinceCode: string
  year: number
  subjectType: string
  table: ScoreRankTable
  sourceId: string
  quality: string
}

/** The rank tables as the rules look them up (built once from `score_rank_rows`). */
export type RankTableIndex = {
  get(provinceCode: string, year: number, subjectType: string): RankTableEntry | null
  /** every table of a province, newest year first */
  forProvince(provinceCode: string): RankTableEntry[]
  /** the newest year with a table for this province and subject type, not after `maxYear` */
  latest(provinceCode: string, subjectType: string, maxYear?: number): RankTableEntry | null
}

/** One year of a unit's line; `note` says how a line not published for the unit itself was obtained. */
export type UnitYear = {
  year: number
  minScore: number | null
  minRank: number | null
  planCount: number | null
  quality: string
  source: string
  note: string
  /** a line of the old 文/理 track carried into the new track (its rank is in the target cohort) */
  isCrossTrack: boolean
  /** the unit filled down to that year's control line: its rank is the newest real line's rank */
  isAtLine?: boolean
  /** a group's 再选 requirement that year (requirementKey), when the row states it */
  requirement?: string
  /** the route the row's wording names (医科, 分类投档, 校区 …, route-label.ts): the line continues only a unit of that route */
  route?: string
}
