declare const brand: unique symbol
type Brand<T, Name extends string> = T & { readonly [brand]: Name }

/** 分数: a total exam score (投档成绩), e.g. 612. */
export type Score = Brand<number, 'Score'>
/** 位次: a 1-based province-wide rank within one subject type; smaller is better. */
export type Rank = Brand<number, 'Rank'>
/** A tie band of ranks: everyone with the same score shares `best`…`worst`. */
export type RankRange = { readonly best: Rank; readonly worst: Rank }

/**
 * Brands a number as a 分数. Only finite, non-negative values are allowed.
 *
 * @example
 * toScore(612) //=> 612
 */
export function toScore(value: number): Score {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`invalid score: ${value}`)
  return value as Score
}

/**
 * Brands a number as a 位次. Only integers ≥ 1 are allowed.
 *
 * @example
 * toRank(8502) //=> 8502
 */
export function toRank(value: number): Rank {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`invalid rank: ${value}`)
  return value as Rank
}

/** 科类: the track a province ranks and fills separately (物理类/历史类, 文科/理科, or 综合 for 3+3). */
export const SubjectType = {
  Physics: 'physics',
  History: 'history',
  Science: 'science',
  Liberal: 'liberal',
  Combined: 'combined',
} as const
/** One of {@link SubjectType}. */
export type SubjectType = (typeof SubjectType)[keyof typeof SubjectType]

/** The 科类 as exam authorities and the reference tables spell it (`score_rank_tables.subject_type`). */
export const subjectTypeLabels: Readonly<Record<SubjectType, string>> = {
  physics: '物理类',
  history: '历史类',
  science: '理科',
  liberal: '文科',
  combined: '综合',
}

/** The 科类 a label of {@link subjectTypeLabels} names, e.g. '物理类' → 'physics'. */
export const subjectTypeFromLabel: ReadonlyMap<string, SubjectType> = new Map(
  Object.entries(subjectTypeLabels).map(([type, label]) => [label, type as SubjectType]),
)

/** 选考科目: the elective subjects of the new gaokao (技术 only in 浙江). */
export const Subject = {
  Physics: 'physics',
  Chemistry: 'chemistry',
  Biology: 'biology',
  Politics: 'politics',
  History: 'history',
  Geography: 'geography',
  Technology: 'technology',
} as const
/** One of {@link Subject}. */
export type Subject = (typeof Subject)[keyof typeof Subject]

/** 冲 / 稳 / 保: reach, match and safe. */
export const Tier = { Reach: 'reach', Match: 'match', Safe: 'safe' } as const
/** One of {@link Tier}. */
export type Tier = (typeof Tier)[keyof typeof Tier]

/** 填报模式: 院校专业组 (majorGroup), 专业(类)+院校 (major), or traditional 院校 (school). */
export const FillingMode = { MajorGroup: 'major-group', Major: 'major', School: 'school' } as const
/** One of {@link FillingMode}. */
export type FillingMode = (typeof FillingMode)[keyof typeof FillingMode]

/** 选科: the candidate's subject combination. `first` is the 3+1+2 首选 (physics/history) or null elsewhere. */
export type SubjectCombo = {
  readonly subjectType: SubjectType
  /** the three (3+3) or two re-selected plus first-choice (3+1+2) elective subjects */
  readonly subjects: readonly Subject[]
}
