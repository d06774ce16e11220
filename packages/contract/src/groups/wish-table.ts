import { z } from 'zod'
import { UnitRowSchema } from './wish-unit.ts'

/** One 志愿 as the client edits it. */
export const WishEntrySchema = z.object({
  UnitId: z.string({ error: '志愿不正确' }).min(1).max(200),
  /** majors chosen inside a group/school, in order (empty in 专业+院校 mode) */
  MajorNames: z.array(z.string().trim().min(1).max(60)).max(20, { error: '专业数量过多' }).default([]),
  /** 服从调剂 */
  IsAdjustmentAccepted: z.boolean().default(true),
})
export type WishEntry = z.infer<typeof WishEntrySchema>

const WishesSchema = z.array(WishEntrySchema).max(200, { error: '志愿数量过多' })

export const WishSaveInput = z.object({
  /** absent = a new table */
  WishId: z.coerce.number().int().positive().optional(),
  /** the version the client edited; a newer stored version refuses the save (1007) */
  Version: z.coerce.number().int().min(1).optional(),
  BatchId: z.string({ error: '请选择批次' }).min(1).max(40),
  Name: z.string().trim().max(30, { error: '名称最多30个字' }).default(''),
  Wishes: WishesSchema,
})

export const FindingSchema = z.object({
  Severity: z.enum(['fatal', 'serious', 'warning']),
  Position: z.number().int().nullable(),
  Code: z.string(),
  Message: z.string(),
})

export const AnalysisSchema = z.object({
  Findings: z.array(FindingSchema),
  /** chance of landing at each wish, same order as the table */
  Landing: z.array(z.object({ UnitId: z.string(), Landing: z.number(), Adjusted: z.number(), Returned: z.number() })),
  NoAdmission: z.number(),
  Returned: z.number(),
  Admitted: z.number(),
  ExpectedPosition: z.number().nullable(),
  MostLikelyUnitId: z.string().nullable(),
  /** the one-tap fix for order problems (unit ids, most selective first); null when the order is fine */
  SuggestedOrder: z.array(z.string()).nullable(),
  Summary: z.string(),
  Draws: z.number().int(),
  /** true for the free tier (ADR 045): the findings hold, the chances above are zero and not to be shown */
  ChancesHidden: z.boolean().optional(),
  /** true where the candidate is placed by 线差 (ADR 165): ChancesHidden too, and the summary says why, not 会员 */
  ByLineGap: z.boolean().optional(),
})
export type Analysis = z.infer<typeof AnalysisSchema>

export const WishTableSummarySchema = z.object({
  WishId: z.number().int(),
  Version: z.number().int(),
  Name: z.string(),
  BatchId: z.string(),
  BatchName: z.string(),
  FillingMode: z.enum(['major-group', 'major', 'school']),
  ProvinceId: z.number().int(),
  ProvinceName: z.string(),
  Year: z.number().int(),
  Score: z.number(),
  Rank: z.number().int().nullable(),
  WishCount: z.number().int(),
  UpdatedAt: z.string(),
})

export const WishTableDetailSchema = WishTableSummarySchema.extend({
  MaxWishes: z.number().int(),
  MaxMajorsPerWish: z.number().int(),
  HasAdjustment: z.boolean(),
  Wishes: z.array(WishEntrySchema.extend({ Row: UnitRowSchema.nullable() })),
  Analysis: AnalysisSchema,
})
export type WishTableDetail = z.infer<typeof WishTableDetailSchema>

/** Warnings: what the table risks but does not forbid (a group without any major chosen …); the save went through */
const SaveOutput = z.object({ WishId: z.number().int(), Version: z.number().int(), Warnings: z.array(z.string()) })
const DetailInput = z.object({ WishId: z.coerce.number({ error: '志愿表不存在' }).int().positive() })

/** 志愿表: save (versioned), list, detail with analysis, delete, draft analysis. */
export const wishTableEndpoints = {
  'User/WishSave': { input: WishSaveInput, output: SaveOutput },
  'User/WishSpecialtyGroupSave': { input: WishSaveInput, output: SaveOutput },
  'User/WishList': { input: z.object({}).loose(), output: z.array(WishTableSummarySchema) },
  'User/WishDetail': { input: DetailInput, output: WishTableDetailSchema },
  'User/WishSpecialtyGroupDetail': { input: DetailInput, output: WishTableDetailSchema },
  // the version the client last read, like a save: deleting a table changed elsewhere is refused
  'User/WishDelete': { input: DetailInput.extend({ Version: z.coerce.number({ error: '参数 Version 不正确' }).int().min(1) }), output: z.null() },
  /** analysis of an unsaved draft (the adjust-wish pages) */
  'User/WishAnalysis': {
    input: z.object({ BatchId: z.string({ error: '请选择批次' }).min(1).max(40), Wishes: WishesSchema }),
    output: z.object({ Rows: z.array(UnitRowSchema.nullable()), Analysis: AnalysisSchema }),
  },
}
