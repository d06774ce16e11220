import { z } from 'zod'
import { EmptyInputSchema } from './common.ts'
import { SubjectCodeSchema, SubjectTypeValueSchema, WishProvinceIdSchema, WishYearSchema } from './province-facts.ts'

export const RiskAppetiteSchema = z.enum(['conservative', 'balanced', 'aggressive'], { error: '风险偏好不正确' })

/** The candidate's stored score profile with the rank computed from the province's 一分一段表. */
export const ScoreProfileSchema = z.object({
  ProvinceId: z.number().int(),
  ProvinceName: z.string(),
  Year: z.number().int(),
  IsNewExam: z.boolean(),
  Score: z.number(),
  FinalScore: z.number().nullable(),
  SubjectType: z.number().int(),
  SubjectTypeName: z.string(),
  SelectSubjectList: z.array(z.string()),
  /** 位次 used for recommendations (the manual one when set) */
  Rank: z.number().int().nullable(),
  RankBest: z.number().int().nullable(),
  /** rank entered by hand from the 成绩单 (位次号), or null */
  ManualRank: z.number().int().nullable(),
  /** year of the 一分一段表 the rank came from; differs from Year when that year's table is not out yet */
  RankTableYear: z.number().int().nullable(),
  RankIsEstimate: z.boolean(),
  RankSource: z.string(),
  RiskAppetite: RiskAppetiteSchema,
  UpdatedAt: z.string(),
})
export type ScoreProfile = z.infer<typeof ScoreProfileSchema>

export const EditUserScoreInput = z.object({
  ProvinceId: WishProvinceIdSchema,
  Year: WishYearSchema,
  Score: z.coerce.number({ error: '请输入分数' }).min(0, { error: '分数不能小于0' }).max(900, { error: '分数超出范围' }),
  SubjectType: SubjectTypeValueSchema.default(1),
  SelectSubjectList: z.array(SubjectCodeSchema).max(4, { error: '选考科目最多4门' }).default([]),
  RiskAppetite: RiskAppetiteSchema.optional(),
})

/** Score profile. */
export const scoreProfileEndpoints = {
  'User/EditUserScore': { input: EditUserScoreInput, output: ScoreProfileSchema },
  'User/EditScoreRecordNumber': {
    input: z.object({
      Rank: z.coerce
        .number({ error: '请输入位次' })
        .int({ error: '位次须为整数' })
        .min(1, { error: '位次须大于0' })
        .max(2_000_000, { error: '位次超出范围' })
        .nullable(),
    }),
    output: ScoreProfileSchema,
  },
  'User/UpdateStudentFinalScore': {
    input: z.object({ FinalScore: z.coerce.number({ error: '请输入分数' }).min(0, { error: '分数不能小于0' }).max(900, { error: '分数超出范围' }) }),
    output: ScoreProfileSchema,
  },
  'User/SysScoreConfig': {
    input: z.object({ ProvinceId: WishProvinceIdSchema, Year: WishYearSchema }),
    output: z.object({
      MinScore: z.number().int(),
      MaxScore: z.number().int(),
      /** highest and lowest score of the 一分一段表 used for the rank, when one exists */
      TableMaxScore: z.number().int().nullable(),
      TableMinScore: z.number().int().nullable(),
      SubjectCount: z.number().int(),
      Rules: z.array(z.string()),
    }),
  },
  'User/SysDWFConfig': {
    input: z.object({ Score: z.coerce.number().min(0).max(900).optional() }),
    output: z.object({
      /** 等位分: the score of the same rank in earlier years */
      Items: z.array(z.object({ Year: z.number().int(), Score: z.number().nullable(), Rank: z.number().int().nullable() })),
      Note: z.string(),
    }),
  },
  'User/SysUserConfig': {
    input: EmptyInputSchema,
    output: z.object({ ScoreProfile: ScoreProfileSchema.nullable(), RiskAppetites: z.array(z.object({ Value: z.string(), Label: z.string() })) }),
  },
}
