import { z } from 'zod'
import { PageInputSchema } from './common.ts'

/** One year of a unit's history as the list cards show it: the line, the plan and how the line was obtained. */
export const UnitListYearSchema = z.object({
  Year: z.number().int(),
  MinScore: z.number().nullable(),
  MinRank: z.number().int().nullable(),
  PlanCount: z.number().int().nullable(),
  /** official | third-party | derived | estimated (derived/estimated are labelled in the UI) */
  Quality: z.string(),
})

/** One year of a unit's history with where it comes from (the unit's own calls, tables and analyses). */
export const UnitYearSchema = UnitListYearSchema.extend({
  Source: z.string(),
  /** how a line not published for this unit was obtained (summed from majors, rank from the table, converted from 文/理); '' = as published */
  Note: z.string(),
})

/** How many majors a list row names: the card shows this many and says 等N个 beyond them. */
export const LIST_ROW_MAJORS = 6

/**
 * A row of the recommendation lists (college-first, major-first): what the list card and the
 * assistant read, and no more, since a page of them is the hot path's answer. The unit's own
 * call (Wish/MySelf, Wish/NewExamScoreLine and their Forecast forms) answers the full UnitRow.
 */
export const UnitListRowSchema = z.object({
  UnitId: z.string(),
  SchoolId: z.string(),
  SchoolName: z.string(),
  /** 专业组 code (group mode) */
  GroupCode: z.string().nullable(),
  /** major name (专业+院校 mode) */
  MajorName: z.string().nullable(),
  City: z.string(),
  SchoolProvince: z.string(),
  Tags: z.array(z.string()),
  Nature: z.string(),
  SchoolType: z.string(),
  RequirementText: z.string(),
  /** the last three years, newest first */
  History: z.array(UnitListYearSchema),
  /** this year's 招生计划 (null when not published in the data) */
  PlanCount: z.number().int().nullable(),
  Tuition: z.number().int().nullable(),
  /** majors listed in this unit this year (from plans or earlier years) */
  MajorCount: z.number().int(),
  /** the first LIST_ROW_MAJORS majors inside the unit (a 专业组's majors; all of them in UnitRow), MajorCount has how many */
  Majors: z.array(z.string()),
  /** plan: this year's 招生计划; history: majors admitted in earlier years; school: the school's majors; '' none */
  MajorsSource: z.enum(['plan', 'history', 'school', '']),
  /** 普通类, or the special plan (国家专项, 预科, 中外合作 …); special plans are listed only on request */
  PlanType: z.string(),
  /** the eligibility a special plan needs ('' for 普通类) */
  Eligibility: z.string(),
  /** the history is not the unit's own (the institution's line, or the old 文/理 track converted by rank share) */
  IsDerived: z.boolean(),
  /** where the history comes from when IsDerived ('' otherwise) */
  HistoryNote: z.string(),
  /**
   * the engine's chance; on a ByLineGap row the engine's ordering figure only, which no screen shows (ADR 165): without a
   * rank it cannot be calibrated, so the row shows its tier and point gap
   */
  Probability: z.number().nullable(),
  /** the candidate is placed by 线差 (a province or batch without a 一分一段 rank): tier and points, no percentage (ADR 165) */
  ByLineGap: z.boolean().optional(),
  Tier: z.enum(['reach', 'match', 'safe']).nullable(),
  TierName: z.string(),
  Reason: z.string(),
  Confidence: z.enum(['high', 'medium', 'low']).nullable(),
  /** always '' since ADR 039 (kept for older clients): the province's calibration is said once above the list (UnitListOutput.CalibrationNote) */
  ConfidenceNote: z.string(),
  /** why the candidate cannot apply (only in search answers; empty = eligible) */
  IneligibleReasons: z.array(z.string()),
  /**
   * the row's college in the batch (ADR 050): its ordinary units and how many of them are within the candidate's
   * 冲稳保, so a card never stands for the whole college; null where not known (free tier, searches)
   */
  SchoolReach: z.object({ Units: z.number().int(), Within: z.number().int() }).nullable().optional(),
})
export type UnitListRow = z.infer<typeof UnitListRowSchema>

/**
 * An admission unit row (院校专业组, 专业+院校, or 院校) with history and, in the Forecast calls, the
 * probability, tier (reach/match/safe = 冲/稳/保), a plain-language reason and the confidence: the
 * list row plus each year's source and note, every major, the codes and the expected rank.
 */
export const UnitRowSchema = UnitListRowSchema.extend({
  BatchId: z.string(),
  /** 院校代码 in the province, when known */
  SchoolCode: z.string().nullable(),
  History: z.array(UnitYearSchema),
  /** the majors inside the unit (a 专业组's majors) and where the list comes from */
  Majors: z.array(z.string()),
  /** expected min rank this year (the model's estimate) */
  ExpectedRank: z.number().int().nullable(),
  IsEstimate: z.boolean(),
})
export type UnitRow = z.infer<typeof UnitRowSchema>

/**
 * A college summed up for the candidate by its units within reach, each with its own chance and line, never by one
 * unit's chance (issue 30 item 1, ADR 050): special plans, units the candidate cannot fill and flagged lines never count.
 */
export const CollegeReachSchema = z.object({
  /** one sentence: each unit within reach with its majors, chance and line; how many others are beyond, unassessed or special */
  Summary: z.string(),
  /** the units within reach, most likely first */
  WithinUnitIds: z.array(z.string()),
  /** ordinary units the candidate may fill whose chance is below the reach floor */
  Beyond: z.number().int(),
  /** ordinary units without a chance (not fillable, no comparable line, flagged) */
  Unassessed: z.number().int(),
  /** special-plan units (专项, 中外合作 …), never in the summary's chances */
  Special: z.number().int(),
})
export type CollegeReachOut = z.infer<typeof CollegeReachSchema>

/** List filters shared by the college-first and major-first calls. */
export const UnitFilterSchema = z.object({
  BatchId: z.string({ error: '请选择批次' }).min(1, { error: '请选择批次' }).max(40),
  Keyword: z.string().trim().max(40).optional(),
  /** school province codes (region filter) */
  SchoolProvinceIds: z.array(z.coerce.number().int()).max(40).optional(),
  /** 985 / 211 / 双一流 */
  Tags: z.array(z.string().max(10)).max(5).optional(),
  /** 公办 / 民办 / 中外合作 … */
  Natures: z.array(z.string().max(10)).max(5).optional(),
  SchoolTypes: z.array(z.string().max(10)).max(12).optional(),
  TuitionMax: z.coerce.number().int().min(0).max(1_000_000).optional(),
  Tier: z.enum(['reach', 'match', 'safe']).optional(),
  /** major names or categories (major-first) */
  Majors: z.array(z.string().trim().min(1).max(40)).max(20).optional(),
  /** plan types to list (default 普通类 only); special plans (国家专项, 预科, 中外合作 …) only when asked for */
  PlanTypes: z.array(z.string().trim().min(1).max(10)).max(14).optional(),
})
export const UnitListInputSchema = UnitFilterSchema.extend(PageInputSchema.shape)

/**
 * The candidate's list is short of the bar (≥ 3 冲, 稳 and 保, ≥ 30 in all) because the data is thin where the
 * candidate stands: the counts, which of them fall short, and how many institutions the newest results year has.
 */
export const DataThinSchema = z.object({
  /** the newest results year of the batch; null when it has none */
  Year: z.number().int().nullable(),
  /** institutions with an ordinary minimum score of the batch in that year */
  Institutions: z.number().int(),
  Reach: z.number().int(),
  Match: z.number().int(),
  Safe: z.number().int(),
  Total: z.number().int(),
  Short: z.array(z.enum(['reach', 'match', 'safe', 'total'])),
  /** the statement shown above the list (also the start of DataNote) */
  Note: z.string(),
})
export type DataThin = z.infer<typeof DataThinSchema>

export const UnitListOutputSchema = z.object({
  List: z.array(UnitListRowSchema),
  Total: z.number().int(),
  PageIndex: z.number().int(),
  PageSize: z.number().int(),
  /** true when only the free preview is shown (Forecast without membership) */
  IsPreview: z.boolean(),
  TargetYear: z.number().int(),
  /** the candidate's rank; null when the province has no 一分一段表 and the list compares on 线差 (ScoreLine) */
  Rank: z.number().int().nullable(),
  /** set when the list compares scores by their distance to the ordinary 本科 line (no 一分一段表) */
  ScoreLine: z.object({ Line: z.number(), LineYear: z.number().int(), Gap: z.number() }).nullable().optional(),
  DataNote: z.string(),
  /** true when the dataset has no ordinary results for the batch at all: DataNote says what is missing */
  DataAbsent: z.boolean().optional(),
  /** set when the candidate's list falls short of the bar because the data is thin there: DataNote starts with its Note */
  DataThin: DataThinSchema.nullable().optional(),
  /** where the province's backtest misses the calibration targets: one line above the list with its measured figures ('' elsewhere); the cards do not repeat it */
  CalibrationNote: z.string().optional(),
})
export type UnitListOutput = z.infer<typeof UnitListOutputSchema>

export const UnitStatSchema = z.object({
  Reach: z.number().int(),
  Match: z.number().int(),
  Safe: z.number().int(),
  /** in window (all tiers) */
  Total: z.number().int(),
  /** units the candidate cannot apply to (科类/选科/批次) */
  Excluded: z.number().int(),
  NoData: z.number().int(),
})

export const BatchSchema = z.object({
  BatchId: z.string(),
  BatchName: z.string(),
  Level: z.string(),
  FillingMode: z.enum(['major-group', 'major', 'school']),
  FillingModeName: z.string(),
  MaxWishes: z.number().int(),
  MaxMajorsPerWish: z.number().int(),
  HasAdjustment: z.boolean(),
  IsAvailable: z.boolean(),
  Reason: z.string(),
  ControlLine: z.number().nullable(),
  /** the year the line was published for: an earlier year while the target year's line is not out */
  ControlLineYear: z.number().int().nullable(),
  /** e.g. 2027年批次线尚未公布，按2026年批次线参考 */
  ControlLineNote: z.string(),
  UnitCount: z.number().int(),
  IsUnverified: z.boolean(),
})
export type Batch = z.infer<typeof BatchSchema>
