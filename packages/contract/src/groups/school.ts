import { z } from 'zod'
import { EmptyInputSchema, PageInputSchema, pageOf } from './common.ts'
import {
  FreshnessSchema,
  KeywordSchema,
  OptionalProvinceIdSchema,
  ProvenanceSchema,
  ProvinceIdSchema,
  QualitySchema,
  SchoolIdSchema,
  YearSchema,
} from './lookup-common.ts'

export const SchoolSummarySchema = z.object({
  SchoolId: z.string(),
  SchoolName: z.string(),
  ProvinceId: z.number().int(),
  ProvinceName: z.string(),
  City: z.string(),
  Level: z.string(),
  Nature: z.string(),
  Type: z.string(),
  Authority: z.string(),
  Is985: z.boolean(),
  Is211: z.boolean(),
  IsDoubleFirstClass: z.boolean(),
  Rank: z.number().int().nullable(),
  /** the former name or alias the search matched, when it was not the current name */
  MatchedAlias: z.string().nullable(),
})
export type SchoolSummary = z.infer<typeof SchoolSummarySchema>

const bool = z.boolean({ error: '筛选条件不正确' }).optional()
const SchoolFilterSchema = z.object({
  ProvinceId: OptionalProvinceIdSchema,
  City: z.string().trim().max(20).optional(),
  Level: z.enum(['本科', '专科'], { error: '层次不正确' }).optional(),
  Type: z.string().trim().max(10).optional(),
  Nature: z.enum(['公办', '民办', '中外合作', '内地与港澳台地区合作'], { error: '办学性质不正确' }).optional(),
  Is985: bool,
  Is211: bool,
  IsDoubleFirstClass: bool,
})
export type SchoolFilter = z.infer<typeof SchoolFilterSchema>

export const AdmissionLineSchema = ProvenanceSchema.extend({
  Year: z.number().int(),
  SubjectType: z.string(),
  Batch: z.string(),
  MajorGroup: z.string().nullable(),
  /** the admitting unit when it is not the college itself (医学部, 中外合作办学 …) */
  Unit: z.string().nullable(),
  /** as published: a source's decimal minimum (579.94) is shown whole, never rounded (issue #29) */
  MinScore: z.number().nullable(),
  MinRank: z.number().int().nullable(),
  MinRankQuality: QualitySchema.nullable(),
  AvgScore: z.number().nullable(),
  MaxScore: z.number().int().nullable(),
  PlanCount: z.number().int().nullable(),
  /** derived: the row published a rank only and the score was looked up in that year's 一分一段表 */
  MinScoreQuality: QualitySchema.nullable(),
  /** 普通类, or the special plan the line belongs to (国家专项, 预科, 中外合作 …) */
  PlanType: z.string(),
  /** the eligibility a special plan needs ('' for 普通类) */
  Eligibility: z.string(),
  /** a line summarised from so few majors that it is not the college's line (kept in tables, left out of charts) */
  Partial: z.boolean().optional(),
})
export type AdmissionLine = z.infer<typeof AdmissionLineSchema>

export const MajorLineSchema = AdmissionLineSchema.extend({ SpecialtyName: z.string(), SpecialtyCode: z.string().nullable() })
export type MajorLine = z.infer<typeof MajorLineSchema>

export const PlanRowSchema = ProvenanceSchema.extend({
  Year: z.number().int(),
  SubjectType: z.string(),
  Batch: z.string(),
  SchoolId: z.string().nullable(),
  SchoolName: z.string(),
  MajorGroup: z.string().nullable(),
  SpecialtyName: z.string(),
  PlanCount: z.number().int().nullable(),
  Years: z.number().int().nullable(),
  Tuition: z.number().int().nullable(),
  Requirement: z.string().nullable(),
})
export type PlanRow = z.infer<typeof PlanRowSchema>

export const SchoolDetailSchema = SchoolSummarySchema.extend({
  NationalCode: z.string(),
  Address: z.string(),
  Phone: z.string(),
  Website: z.string(),
  AdmissionSite: z.string(),
  RankLabel: z.string(),
  RankSource: z.string(),
  FormerNames: z.array(z.string()),
  FirstClassSubjects: z.array(z.string()),
  /** 一流学科 list with its year and source ("“双一流”建设学科（2022）") */
  FirstClassSource: z.string(),
  /** 第四轮学科评估 grades of the college */
  Evaluations: z.array(z.object({ Code: z.string(), Name: z.string(), Grade: z.string() })),
  EvaluationSource: z.string(),
  /** 国家级一流本科专业建设点 of the college */
  FirstClassMajors: z.array(z.object({ Name: z.string(), SpecialtyId: z.string().nullable() })),
  FirstClassMajorSource: z.string(),
  Quality: QualitySchema,
  Source: z.string(),
})
export type SchoolDetail = z.infer<typeof SchoolDetailSchema>

const SchoolIdInput = z.object({ SchoolId: SchoolIdSchema })
const SchoolProvinceInput = SchoolIdInput.extend({
  ProvinceId: ProvinceIdSchema,
  Year: YearSchema.optional(),
  SubjectType: z.string().trim().max(20).optional(),
})

/**
 * A filling track of the candidate: its own subject type and, in a 3+1+2 province, the 文/理 type it
 * continues (物理类 ← 理科), so the history reaches across the reform year.
 */
export const LineTrackSchema = z.object({
  Name: z.string(),
  SubjectTypes: z.array(z.string()),
  /** what the chart should plot: 'rank' where the scores were looked up from ranks (山东) or are missing */
  Basis: z.enum(['score', 'rank']),
  Note: z.string(),
})
export type LineTrack = z.infer<typeof LineTrackSchema>

export const CompareItemSchema = z.object({
  School: SchoolSummarySchema,
  Lines: z.array(AdmissionLineSchema),
  PlanTotal: z.number().int().nullable(),
  PlanYear: z.number().int().nullable(),
})
export type CompareItem = z.infer<typeof CompareItemSchema>

export const CharterSchema = z.object({ ID: z.number().int(), SchoolId: z.string(), Title: z.string(), Year: z.number().int(), PublishedAt: z.string() })
export type Charter = z.infer<typeof CharterSchema>

export const RankRowSchema = z.object({
  Rank: z.number().int(),
  School: SchoolSummarySchema,
  Year: z.number().int(),
  Source: z.string(),
  Quality: QualitySchema,
})
export type RankRow = z.infer<typeof RankRowSchema>

/** 查大学, college detail, compare and ranking. */
export const schoolEndpoints = {
  'School/BaseCondition': {
    input: EmptyInputSchema,
    output: z.object({
      Provinces: z.array(z.object({ ID: z.number().int(), Name: z.string() })),
      Levels: z.array(z.string()),
      Types: z.array(z.string()),
      Natures: z.array(z.string()),
    }),
  },
  'School/SchoolList': {
    input: PageInputSchema.extend(SchoolFilterSchema.shape).extend({ Keyword: z.string().trim().max(40).optional() }),
    output: pageOf(SchoolSummarySchema),
  },
  'School/SchoolListBySchoolName': {
    input: PageInputSchema.extend(SchoolFilterSchema.shape).extend({ SchoolName: KeywordSchema }),
    output: pageOf(SchoolSummarySchema),
  },
  'School/SchoolInfo': { input: SchoolIdInput, output: SchoolDetailSchema },
  'School/SchoolEnrollment': {
    /**
     * PlanTypes: the plans to show (default 普通类 only); special plans' lines are listed only when asked for.
     * IncludeSpecial: 普通类 and every special plan (each line flagged by PlanType and Eligibility).
     */
    input: SchoolProvinceInput.extend({ PlanTypes: z.array(z.string().trim().min(1).max(10)).max(14).optional(), IncludeSpecial: z.boolean().optional() }),
    output: z.object({ SubjectTypes: z.array(z.string()), Tracks: z.array(LineTrackSchema), List: z.array(AdmissionLineSchema), Freshness: FreshnessSchema }),
  },
  'School/SchoolSpecialtyScoreLine': {
    input: SchoolProvinceInput.extend(PageInputSchema.shape),
    output: pageOf(MajorLineSchema).extend({ Years: z.array(z.number().int()), Year: z.number().int().nullable(), Freshness: FreshnessSchema }),
  },
  'School/SchoolEnrollmentPlan': {
    input: SchoolProvinceInput.extend(PageInputSchema.shape),
    /**
     * Note: what the app lacks, said with its year ("河南2026年招生计划暂未收录"). SubjectType asked: that track, in the
     * newest year that has it; SubjectType answered: the track applied (null: the year's every track, SubjectTypes).
     */
    output: pageOf(PlanRowSchema).extend({
      Years: z.array(z.number().int()),
      Year: z.number().int().nullable(),
      Note: z.string(),
      SubjectTypes: z.array(z.string()),
      SubjectType: z.string().nullable(),
    }),
  },
  'School/SchoolEnrollmentDirection': {
    input: SchoolIdInput.extend({ Year: YearSchema.optional() }),
    output: z.object({
      Year: z.number().int().nullable(),
      List: z.array(z.object({ ProvinceId: z.number().int(), ProvinceName: z.string(), PlanCount: z.number().int() })),
    }),
  },
  'School/SchoolSpecialty': {
    input: SchoolIdInput,
    output: z.object({
      List: z.array(z.object({ SpecialtyName: z.string(), SpecialtyId: z.string().nullable(), IsFirstClass: z.boolean() })),
      Source: z.string(),
    }),
  },
  'School/SchoolSelectExam': {
    input: SchoolIdInput.extend({ ProvinceId: ProvinceIdSchema }),
    /** Basis: which table the requirements come from (选科要求表 / 招生计划 / 录取数据); Note: what the app lacks, with its year */
    output: z.object({
      List: z.array(
        ProvenanceSchema.extend({
          Year: z.number().int(),
          MajorGroup: z.string().nullable(),
          Majors: z.string(),
          Requirement: z.string(),
          /** the plan row's track (物理类/历史类/综合); null where the source lists none */
          SubjectType: z.string().nullable().optional(),
        }),
      ),
      Basis: z.string(),
      Note: z.string(),
    }),
  },
  'School/SchoolConstitutionList': { input: SchoolIdInput, output: z.object({ List: z.array(CharterSchema), AdmissionSite: z.string() }) },
  'School/SchoolConstitutionInfo': {
    input: z.object({ ID: z.coerce.number({ error: '参数 ID 不正确' }).int().min(1, { error: '参数 ID 不正确' }) }),
    output: CharterSchema.extend({ Content: z.string(), SchoolName: z.string() }),
  },
  'School/CompareCollege': {
    input: z.object({
      SchoolIds: z.array(SchoolIdSchema).min(1, { error: '请选择院校' }).max(4, { error: '最多对比4所院校' }),
      ProvinceId: ProvinceIdSchema,
      SubjectType: z.string().trim().max(20).optional(),
    }),
    output: z.object({ SubjectType: z.string().nullable(), List: z.array(CompareItemSchema) }),
  },
  'School/SchoolRank': {
    input: PageInputSchema.extend({
      ProvinceId: OptionalProvinceIdSchema,
      Type: z.string().trim().max(10).optional(),
      Keyword: z.string().trim().max(40).optional(),
    }),
    output: pageOf(RankRowSchema).extend({ Title: z.string() }),
  },
}
