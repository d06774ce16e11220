import { z } from 'zod'
import { EmptyInputSchema, PageInputSchema, pageOf } from './common.ts'
import { FreshnessSchema, ProvenanceSchema, ProvinceIdSchema, QualitySchema, SchoolIdSchema, YearSchema } from './lookup-common.ts'
import { MajorLineSchema, PlanRowSchema } from './school.ts'

const ScoreSchema = z.coerce
  .number({ error: '请输入正确的分数' })
  .int({ error: '请输入正确的分数' })
  .min(0, { error: '请输入正确的分数' })
  .max(900, { error: '请输入正确的分数' })
const RankSchema = z.coerce
  .number({ error: '请输入正确的位次' })
  .int({ error: '请输入正确的位次' })
  .min(1, { error: '请输入正确的位次' })
  .max(5_000_000, { error: '请输入正确的位次' })

export const LineRankOutputSchema = z.object({
  ProvinceId: z.number().int(),
  /** null when the province has no 一分一段 table at all */
  Year: z.number().int().nullable(),
  SubjectType: z.string().nullable(),
  Years: z.array(z.number().int()),
  SubjectTypes: z.array(z.string()),
  Score: z.number().int().nullable(),
  /** rank range of the score: best = 1 + candidates above, worst = cumulative */
  BestRank: z.number().int().nullable(),
  WorstRank: z.number().int().nullable(),
  SameScoreCount: z.number().int().nullable(),
  Total: z.number().int().nullable(),
  Quality: QualitySchema.nullable(),
  Source: z.string(),
  Equivalents: z.array(
    z.object({ Year: z.number().int(), SubjectType: z.string(), Score: z.number().int(), Rank: z.number().int(), Quality: QualitySchema, Source: z.string() }),
  ),
  /** 一分一段 counts per score (the whole table, a few hundred points) */
  Distribution: z.array(z.tuple([z.number().int(), z.number().int()])),
})
export type LineRankOutput = z.infer<typeof LineRankOutputSchema>

export const BatchLineSchema = ProvenanceSchema.extend({
  Year: z.number().int(),
  SubjectType: z.string(),
  Category: z.string(),
  Batch: z.string(),
  Score: z.number().int(),
})
export type BatchLine = z.infer<typeof BatchLineSchema>

/** 查位次, 查批次, plans, dictionary and app version. Province facts are in wish.ts. */
export const lookupPublicEndpoints = {
  'Public/LineRank': {
    input: z
      .object({
        ProvinceId: ProvinceIdSchema,
        Year: YearSchema.optional(),
        SubjectType: z.string().trim().max(20).optional(),
        Score: ScoreSchema.optional(),
        Rank: RankSchema.optional(),
      })
      .refine((v) => v.Score === undefined || v.Rank === undefined, { error: '分数和位次只能输入一个' }),
    output: LineRankOutputSchema,
  },
  'Public/LineBatchList': {
    input: z.object({ ProvinceId: ProvinceIdSchema, SubjectType: z.string().trim().max(20).optional(), Category: z.string().trim().max(10).optional() }),
    output: z.object({ Years: z.array(z.number().int()), SubjectTypes: z.array(z.string()), List: z.array(BatchLineSchema) }),
  },
  'Public/EnrollmentPlan': {
    input: PageInputSchema.extend({
      ProvinceId: ProvinceIdSchema,
      Year: YearSchema.optional(),
      SchoolId: SchoolIdSchema.optional(),
      SpecialtyName: z.string().trim().max(40).optional(),
      SubjectType: z.string().trim().max(20).optional(),
    }),
    output: pageOf(PlanRowSchema).extend({ Years: z.array(z.number().int()), Year: z.number().int().nullable() }),
  },
  /** our own call (enrollData/searchEnrollment): admission results by college and/or major name */
  'Public/AdmissionResultSearch': {
    input: PageInputSchema.extend({
      ProvinceId: ProvinceIdSchema,
      Year: YearSchema.optional(),
      SchoolId: SchoolIdSchema.optional(),
      SpecialtyName: z.string().trim().max(40).optional(),
      SubjectType: z.string().trim().max(20).optional(),
    }),
    output: pageOf(MajorLineSchema.extend({ SchoolId: z.string().nullable(), SchoolName: z.string() })).extend({
      Years: z.array(z.number().int()),
      Year: z.number().int().nullable(),
      Freshness: FreshnessSchema,
    }),
  },
  'Public/Dictionary': {
    input: z.object({ Type: z.string().trim().max(30).optional() }),
    output: z.record(z.string(), z.array(z.object({ Value: z.string(), Label: z.string() }))),
  },
  'Public/AppVersion': {
    input: EmptyInputSchema,
    output: z.object({ Version: z.string(), VersionCode: z.number().int(), DownloadUrl: z.string(), ForceUpdate: z.boolean(), Notes: z.string() }),
  },
}
