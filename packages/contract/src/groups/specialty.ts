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
const SpecialtyIdSchema = z
  .string({ error: '请选择专业' })
  .trim()
  .regex(/^[0-9A-Za-z-]{4,20}$/, { error: '专业参数不正确' })

export const SpecialtyCollegeSchema = ProvenanceSchema.extend({
  SchoolId: z.string(),
  SchoolName: z.string(),
  Year: z.number().int(),
  SubjectType: z.string(),
  MinScore: z.number().int().nullable(),
  MinRank: z.number().int().nullable(),
  MinRankQuality: QualitySchema.nullable(),
  /**
   * What the line is: 'major' this major's own line; 'category' the line of the 专业类 it is admitted
   * under (计算机类); 'school' the college's lowest ordinary line in the province (the college offers
   * the major but the data does not split its line by major); 'plan' only planned, no line yet.
   */
  Basis: z.enum(['major', 'category', 'school', 'plan']),
  /** the admitted unit as the source names it (计算机类（广州）) */
  UnitName: z.string(),
  Tags: z.array(z.string()),
  PlanYear: z.number().int().nullable(),
  PlanCount: z.number().int().nullable(),
})
export type SpecialtyCollege = z.infer<typeof SpecialtyCollegeSchema>

export const SpecialtyRankRowSchema = z.object({
  Rank: z.number().int(),
  Grade: z.string(),
  SchoolId: z.string().nullable(),
  SchoolName: z.string(),
  Year: z.number().int(),
  Source: z.string(),
  Quality: QualitySchema,
})

/** 查专业: category tree, search, detail, hot list, ranking. */
export const specialtyEndpoints = {
  'Specialty/SpecialtyCategoryList': { input: z.object({ Level: LevelSchema.default('本科') }), output: z.array(SpecialtyTreeNodeSchema) },
  'Specialty/SpecialtyList': {
    input: PageInputSchema.extend({
      Level: LevelSchema.optional(),
      Category: z.string().trim().max(20).optional(),
      SubCategory: z.string().trim().max(30).optional(),
    }),
    output: pageOf(SpecialtySummarySchema),
  },
  'Specialty/SpecialtySearch': {
    input: PageInputSchema.extend({ Keyword: KeywordSchema, Level: LevelSchema.optional() }),
    output: pageOf(SpecialtySummarySchema),
  },
  'Specialty/SpecialtyOrCategorySearch': {
    input: z.object({ Keyword: KeywordSchema }),
    output: z.object({
      Categories: z.array(z.object({ Name: z.string(), Kind: z.enum(['门类', '专业类']), Level: z.string() })),
      Specialties: z.array(SpecialtySummarySchema),
    }),
  },
  'Specialty/SpecialtyInfo': {
    /** PageIndex/PageSize page the colleges (all of them, paginated); SubjectType picks the track (default: the major's most common) */
    input: PageInputSchema.extend({ SpecialtyId: SpecialtyIdSchema, ProvinceId: OptionalProvinceIdSchema, SubjectType: z.string().trim().max(20).optional() }),
    output: SpecialtySummarySchema.extend({
      Quality: QualitySchema,
      Source: z.string(),
      ProvinceName: z.string().nullable(),
      Colleges: z.array(SpecialtyCollegeSchema),
      CollegeCount: z.number().int(),
      PageIndex: z.number().int(),
      PageSize: z.number().int(),
      /** how the colleges are chosen and sorted, for the student */
      CollegeNote: z.string(),
      SubjectTypes: z.array(z.string()),
      SubjectType: z.string().nullable(),
      /** majors of the same 专业类 */
      RelatedMajors: z.array(SpecialtySummarySchema),
      /** 软科专业排名: the first colleges and how many are ranked */
      RankTop: z.array(SpecialtyRankRowSchema),
      RankTotal: z.number().int(),
      RankTitle: z.string(),
      /** 国家级一流本科专业建设点 of this major */
      FirstClassHolders: z.array(z.object({ SchoolId: z.string(), SchoolName: z.string() })),
      FirstClassSource: z.string(),
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
