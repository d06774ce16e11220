import { z } from 'zod'
import { PageInputSchema, pageOf } from './common.ts'
import { KeywordSchema, OptionalProvinceIdSchema, ProvenanceSchema, QualitySchema, SchoolIdSchema } from './lookup-common.ts'

export const SpecialtySummarySchema = z.object({
  SpecialtyId: z.string(),
  Code: z.string(),
  Name: z.string(),
  Level: z.string(),
  Category: z.string(),
  SubCategory: z.string(),
  Degree: z.string(),
  Years: z.number().int().nullable(),
})
export type SpecialtySummary = z.infer<typeof SpecialtySummarySchema>

export type SpecialtyTreeNode = { Name: string; Children: SpecialtyTreeNode[]; SpecialtyId?: string | undefined; Code?: string | undefined }
const SpecialtyTreeNodeSchema: z.ZodType<SpecialtyTreeNode> = z.lazy(() =>
  z.object({ Name: z.string(), Children: z.array(SpecialtyTreeNodeSchema), SpecialtyId: z.string().optional(), Code: z.string().optional() }),
)

const LevelSchema = z.enum(['本科', '专科'], { error: '层次不正确' })
const SpecialtyIdSchema = z.string({ error: '请选择专业' }).trim().regex(/^[0-9A-Za-z-]{4,20}$/, { error: '专业参数不正确' })

export const SpecialtyCollegeSchema = ProvenanceSchema.extend({
  SchoolId: z.string(),
  SchoolName: z.string(),
  Year: z.number().int(),
  SubjectType: z.string(),
  MinScore: z.number().int().nullable(),
  MinRank: z.number().int().nullable(),
  MinRankQuality: QualitySchema.nullable(),
})
export type SpecialtyCollege = z.infer<typeof SpecialtyCollegeSchema>

export const SpecialtyRankRowSchema = z.object({ Rank: z.number().int(), Grade: z.string(), SchoolId: z.string().nullable(), SchoolName: z.string(), Year: z.number().int(), Source: z.string(), Quality: QualitySchema })

/** 查专业: category tree, search, detail, hot list, ranking (issue 5). */
export const specialtyEndpoints = {
  'Specialty/SpecialtyCategoryList': { input: z.object({ Level: LevelSchema.default('本科') }), output: z.array(SpecialtyTreeNodeSchema) },
  'Specialty/SpecialtyList': {
    input: PageInputSchema.extend({ Level: LevelSchema.optional(), Category: z.string().trim().max(20).optional(), SubCategory: z.string().trim().max(30).optional() }),
    output: pageOf(SpecialtySummarySchema),
  },
  'Specialty/SpecialtySearch': { input: PageInputSchema.extend({ Keyword: KeywordSchema, Level: LevelSchema.optional() }), output: pageOf(SpecialtySummarySchema) },
  'Specialty/SpecialtyOrCategorySearch': {
    input: z.object({ Keyword: KeywordSchema }),
    output: z.object({ Categories: z.array(z.object({ Name: z.string(), Kind: z.enum(['门类', '专业类']), Level: z.string() })), Specialties: z.array(SpecialtySummarySchema) }),
  },
  'Specialty/SpecialtyInfo': {
    input: z.object({ SpecialtyId: SpecialtyIdSchema, ProvinceId: OptionalProvinceIdSchema }),
    output: SpecialtySummarySchema.extend({
      Quality: QualitySchema,
      Source: z.string(),
      ProvinceName: z.string().nullable(),
      Colleges: z.array(SpecialtyCollegeSchema),
      CollegeCount: z.number().int(),
      Occupations: z.array(z.object({ Code: z.string(), Name: z.string() })),
      OccupationsNote: z.string(),
    }),
  },
  'Specialty/SpecialtyHotList': {
    input: z.object({ Count: z.coerce.number().int().min(1).max(30).default(10), Level: LevelSchema.default('本科') }),
    output: z.object({ List: z.array(SpecialtySummarySchema.extend({ SchoolCount: z.number().int() })), Basis: z.string() }),
  },
  'Specialty/SpecialtyRankList': {
    input: PageInputSchema.extend({ SpecialtyId: SpecialtyIdSchema.optional(), SchoolId: SchoolIdSchema.optional() }),
    output: pageOf(SpecialtyRankRowSchema).extend({ SpecialtyName: z.string().nullable(), Title: z.string() }),
  },
}
