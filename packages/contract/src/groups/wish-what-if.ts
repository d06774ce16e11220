import { z } from 'zod'
import { ProvinceIdSchema } from './lookup-common.ts'
import { CollegeReachSchema, DataThinSchema, UnitListRowSchema, UnitRowSchema } from './wish-unit.ts'

/** A candidate stated in a question (the AI assistant): the signed-in user's saved profile fills what is missing. */
const WhatIfInput = z.object({
  ProvinceId: ProvinceIdSchema,
  SubjectType: z.enum(['物理类', '历史类', '理科', '文科', '综合']).optional(),
  Score: z.coerce.number().int().min(0).max(900).optional(),
  Rank: z.coerce.number().int().min(1).max(5_000_000).optional(),
  Subjects: z
    .array(z.enum(['physics', 'chemistry', 'biology', 'politics', 'history', 'geography', 'technology']))
    .max(3)
    .optional(),
})
const WhatIfCandidate = z.object({
  ProvinceName: z.string(),
  Year: z.number().int(),
  SubjectTypeName: z.string(),
  Score: z.number().nullable(),
  /** null when the province has no 一分一段表 (RankSource then says the answer is by 线差) */
  Rank: z.number().int().nullable(),
  RankSource: z.string(),
  RankTableYear: z.number().int().nullable(),
  Subjects: z.array(z.string()),
  /** no 选科 in the question or profile: the track's most common combination was used */
  SubjectsAssumed: z.boolean(),
  FromProfile: z.boolean(),
})
const WhatIfBatch = {
  Candidate: WhatIfCandidate,
  BatchId: z.string(),
  BatchName: z.string(),
  FillingMode: z.string(),
  TargetYear: z.number().int(),
  HistoryYears: z.array(z.number().int()),
  DataNote: z.string(),
  /** the candidate's list is short of the bar where the data is thin (as the lists say) */
  DataThin: DataThinSchema.nullable().optional(),
  /** the province misses the backtest's calibration targets: the line the lists show above their rows, with its figures ('' elsewhere) */
  CalibrationNote: z.string().optional(),
  /** the caller is not a member: every row and its 冲稳保 tier, no chances (the free tier, ADR 045) */
  IsPreview: z.boolean().optional(),
}

/** 冲/稳/保 and one college's units for a stated candidate, by the same engine as the lists (signed-in only). */
export const wishWhatIfEndpoints = {
  'Wish/WhatIfRecommend': {
    input: WhatIfInput.extend({
      Tags: z
        .array(z.enum(['985', '211', '双一流']))
        .max(3)
        .optional(),
      /** only colleges of these types (医药, 师范 …: the institutions' type), as the lists' filter */
      SchoolTypes: z.array(z.string().trim().min(2).max(8)).max(5).optional(),
      /** only units that hold one of these majors (the lists' major filter) */
      Majors: z.array(z.string().trim().min(2).max(30)).max(3).optional(),
      PerTier: z.coerce.number().int().min(1).max(5).default(3),
    }),
    output: z.object({
      ...WhatIfBatch,
      Counts: z.object({ Reach: z.number().int(), Match: z.number().int(), Safe: z.number().int() }),
      Tiers: z.array(
        z.object({
          Tier: z.enum(['reach', 'match', 'safe']),
          List: z.array(UnitListRowSchema),
          /** distinct colleges of the tier (Counts are units: in 专业+院校 mode one college has many) */
          Colleges: z.number().int().optional(),
        }),
      ),
    }),
  },
  'Wish/WhatIfSchool': {
    input: WhatIfInput.extend({ SchoolId: z.string().regex(/^\d{10}$/, { error: '院校标识不正确' }) }),
    output: z.object({
      ...WhatIfBatch,
      SchoolName: z.string(),
      UnitCount: z.number().int(),
      SpecialPlanUnits: z.number().int(),
      List: z.array(UnitRowSchema),
      /** the college summed up by its units within reach, each with its own chance and line (ADR 050) */
      Reach: CollegeReachSchema,
    }),
  },
}
