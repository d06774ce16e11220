import { type FillingMode, type Subject, type SubjectType } from '../types.ts'

/** The 31 mainland provinces, as lower-case pinyin slugs. */
export const provinceCodes = [
  'beijing',
  'tianjin',
  'hebei',
  'shanxi',
  'inner-mongolia',
  'liaoning',
  'jilin',
  'heilongjiang',
  'shanghai',
  'jiangsu',
  'zhejiang',
  'anhui',
  'fujian',
  'jiangxi',
  'shandong',
  'henan',
  'hubei',
  'hunan',
  'guangdong',
  'guangxi',
  'hainan',
  'chongqing',
  'sichuan',
  'guizhou',
  'yunnan',
  'xizang',
  'shaanxi',
  'gansu',
  'qinghai',
  'ningxia',
  'xinjiang',
] as const
/** One of {@link provinceCodes}. */
export type ProvinceCode = (typeof provinceCodes)[number]

/** 考试模式: 3+3, 3+1+2, or the traditional 文/理 split. */
export type ExamModel = '3+3' | '3+1+2' | 'traditional'

/** One 批次 as a province runs it in one year. */
export type BatchPolicy = {
  /** stable id within the record, e.g. 'undergraduate' */
  readonly id: string
  /** the official name, e.g. 本科批 */
  readonly name: string
  readonly level: 'undergraduate' | 'vocational'
  readonly fillingMode: FillingMode
  /** 平行志愿 slots */
  readonly maxWishes: number
  /** majors inside one 志愿 (1 in 专业+院校 mode) */
  readonly maxMajorsPerWish: number
  /** whether 服从调剂 exists in this batch (never in 专业+院校 mode) */
  readonly hasAdjustment: boolean
  /** 投档比例, e.g. 1.05 (≤105 % rule) or 1 (1:1) */
  readonly filingRatio: number
  /** true when the counts above are unverified general knowledge */
  readonly isUnverified?: boolean
}

/** One grade of a 赋分 table: the share of candidates and the converted-score interval. */
export type GradeBand = {
  readonly label: string
  readonly share: number
  readonly high: number
  readonly low: number
}

/** 赋分 conversion of re-selected/elective subjects, or null when raw scores count. */
export type GradeConversion = {
  readonly method: 'proportional-linear' | 'fixed-levels' | 'standard-score'
  readonly bands: readonly GradeBand[]
  readonly isUnverified?: boolean
} | null

/** A province's admission rules for one exam year: the engine branches on these fields, never on names. */
export type ProvincePolicy = {
  readonly province: ProvinceCode
  /** Chinese name, e.g. 江苏 */
  readonly provinceName: string
  readonly year: number
  readonly examModel: ExamModel
  readonly subjectTypes: readonly SubjectType[]
  /** electives a candidate chooses from (6 or 7 incl. 技术 in 3+3; the four re-selected in 3+1+2) */
  readonly electiveSubjects: readonly Subject[]
  /** how many electives are chosen (3 in 3+3, 2 re-selected in 3+1+2, 0 traditional) */
  readonly electiveCount: number
  readonly totalScore: number
  /**
   * First gaokao sat under the new model (its cohort entered 高一 three autumns before: 新疆 2027, autumn 2024);
   * null where no reform is dated (西藏). The same in every year's record, so a 2026 answer can say when it changes.
   */
  readonly firstNewExamYear: number | null
  readonly batches: readonly BatchPolicy[]
  /** id of the main undergraduate batch */
  readonly mainBatchId: string
  readonly gradeConversion: GradeConversion
  /** citation tags from research/domain-rules.md §1 */
  readonly sources: readonly string[]
  /**
   * Set on a year whose official rules are not published yet: the record carries forward the rules
   * of this confirmed year and every count in it is unverified until an operator confirms it.
   */
  readonly carriedFrom?: number
  /**
   * Set where the province publishes separate lines and admissions for classes of candidates and the
   * app's numbers are those of one class (西藏: A类/B类): every list says which, so the others are not misled.
   */
  readonly candidateClassNote?: string
}
