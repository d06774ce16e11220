import { z } from 'zod'
import { PageInputSchema, pageOf } from './common.ts'
import { KeywordSchema, QualitySchema } from './lookup-common.ts'

export const OccupationSummarySchema = z.object({
  Code: z.string(),
  Name: z.string(),
  Level: z.number().int(),
  ParentCode: z.string().nullable(),
  Holland: z.string().nullable(),
  HasChildren: z.boolean(),
})
export type OccupationSummary = z.infer<typeof OccupationSummarySchema>

const CodeSchema = z.string({ error: '参数 Code 不正确' }).trim().min(1, { error: '参数 Code 不正确' }).max(20, { error: '参数 Code 不正确' })
export const HollandCodeSchema = z
  .string({ error: '请选择兴趣类型' })
  .trim()
  .toUpperCase()
  .regex(/^[RIASEC]{1,3}$/, { error: '兴趣代码应为 R I A S E C 中的1-3个字母' })

const DetailSchema = OccupationSummarySchema.extend({
  Description: z.string().nullable(),
  /** the description is the app's own editorial text, not an official definition */
  DescriptionIsEditorial: z.boolean(),
  Path: z.array(z.object({ Code: z.string(), Name: z.string() })),
  Children: z.array(OccupationSummarySchema),
  Quality: QualitySchema,
  Source: z.string(),
})

/** 职业百科 and 行业概览. */
export const professionEndpoints = {
  'Profession/CategoryList': { input: z.object({ ParentCode: CodeSchema.optional() }), output: z.array(OccupationSummarySchema) },
  'Profession/ProfessionList': { input: PageInputSchema.extend({ CategoryCode: CodeSchema }), output: pageOf(OccupationSummarySchema) },
  'Profession/ProfessionInfo': { input: z.object({ Code: CodeSchema }), output: DetailSchema },
  'Profession/ProfessionHotList': { input: z.object({ Count: z.coerce.number().int().min(1).max(30).default(10) }), output: z.array(OccupationSummarySchema) },
  'Profession/ProfessionSearchByName': { input: PageInputSchema.extend({ Keyword: KeywordSchema }), output: pageOf(OccupationSummarySchema) },
  'Profession/ProfessionSearchByInterestCode': { input: PageInputSchema.extend({ InterestCode: HollandCodeSchema }), output: pageOf(OccupationSummarySchema) },
  'Profession/ProfessionRecommendList': {
    input: z.object({ Code: CodeSchema, Count: z.coerce.number().int().min(1).max(20).default(6) }),
    output: z.array(OccupationSummarySchema),
  },
  'Career/IndustryList': { input: z.object({ ParentCode: CodeSchema.optional() }), output: z.array(OccupationSummarySchema) },
  'Career/IndustryInfo': { input: z.object({ Code: CodeSchema }), output: DetailSchema },
}
