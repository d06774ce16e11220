import { z } from 'zod'
import { EmptyInputSchema } from './common.ts'

/** GB province code as a number (32 = 江苏); the spec's ProvinceId. */
export const WishProvinceIdSchema = z.coerce
  .number({ error: '请选择省份' })
  .int({ error: '请选择省份' })
  .min(11, { error: '请选择省份' })
  .max(65, { error: '请选择省份' })
export const WishYearSchema = z.coerce
  .number({ error: '请选择年份' })
  .int({ error: '请选择年份' })
  .min(2021, { error: '暂不支持该年份' })
  .max(2030, { error: '暂不支持该年份' })

/**
 * 科类 as the spec's client sends it: 1 文科/历史类, 2 理科/物理类, 3 综合 (3+3, label —). The province's
 * exam model that year says which of these exist.
 */
export const SubjectTypeValueSchema = z.coerce
  .number({ error: '请选择科类' })
  .int({ error: '请选择科类' })
  .min(1, { error: '请选择科类' })
  .max(3, { error: '请选择科类' })

/** 选考科目 codes of the new gaokao. */
export const SubjectCodeSchema = z.enum(['physics', 'chemistry', 'biology', 'politics', 'history', 'geography', 'technology'], {
  error: '选考科目不正确',
})

export const OptionSchema = z.object({ Value: z.union([z.number(), z.string()]), Label: z.string() })

export const WishProvinceSchema = z.object({
  ID: z.number().int(),
  ProvinceName: z.string(),
  IsNewExam: z.boolean(),
  /** the newest exam year with a 一分一段表 (0 when none) */
  LatestYear: z.number().int(),
  /** whether the app can place a score there: a 一分一段表, or score lines where the province has no table (西藏) */
  HasData: z.boolean(),
})
export type WishProvince = z.infer<typeof WishProvinceSchema>

/** The exam model of one province and year, from the policy records. */
export const ExamModelSchema = z.object({
  ProvinceId: z.number().int(),
  ProvinceName: z.string(),
  Year: z.number().int(),
  IsNewExam: z.boolean(),
  /** '3+3' | '3+1+2' | 'traditional' */
  ExamModel: z.string(),
  SubjectTypes: z.array(OptionSchema),
  /** subjects to choose (再选 in 3+1+2, 选考 in 3+3) */
  Subjects: z.array(OptionSchema),
  SubjectCount: z.number().int(),
  TotalScore: z.number().int(),
  /** the main batch's 填报模式: 'major-group' | 'major' | 'school' */
  FillingMode: z.string(),
  FillingModeName: z.string(),
  Sources: z.array(z.string()),
  IsUnverified: z.boolean(),
})
export type ExamModelInfo = z.infer<typeof ExamModelSchema>

const ProvinceYearInput = z.object({ ProvinceId: WishProvinceIdSchema, Year: WishYearSchema.optional() })

/** Province facts: which provinces/years exist, their exam model and subjects. */
export const provinceFactsEndpoints = {
  'Wish/WishProvince': { input: EmptyInputSchema, output: z.array(WishProvinceSchema) },
  'Wish/WishProvinceAll': { input: EmptyInputSchema, output: z.array(WishProvinceSchema) },
  'Wish/WishYear': { input: z.object({ ProvinceId: WishProvinceIdSchema }), output: z.array(z.number().int()) },
  'Public/ProvinceIsNewExam': { input: ProvinceYearInput, output: ExamModelSchema },
  'Public/ProvinceIsFinalScore': {
    input: z.object({ ProvinceId: WishProvinceIdSchema, Year: WishYearSchema.optional() }),
    output: z.object({ IsFinalScore: z.boolean(), Year: z.number().int() }),
  },
  'Public/NewExamProvince': {
    input: z.object({ Year: WishYearSchema.optional() }),
    output: z.array(WishProvinceSchema),
  },
  'Public/NewExamProvinceYear': {
    input: z.object({ ProvinceId: WishProvinceIdSchema }),
    output: z.object({ FirstYear: z.number().int().nullable(), Years: z.array(z.number().int()) }),
  },
  'Public/NewExamSubject': { input: ProvinceYearInput, output: ExamModelSchema },
}
