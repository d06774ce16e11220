import { z } from 'zod'
import { RiskAppetiteSchema } from './score-profile.ts'
import { AnalysisSchema, WishEntrySchema } from './wish-table.ts'
import { UnitFilterSchema, UnitRowSchema } from './wish-unit.ts'

const f = UnitFilterSchema.shape

/** The preferences sheet of the one-tap table: every field optional, the profile's appetite by default. */
export const AutoTableInputSchema = z.object({
  BatchId: f.BatchId,
  /** school province codes the student prefers */
  SchoolProvinceIds: f.SchoolProvinceIds,
  /** 985 / 211 / 双一流 */
  Tags: f.Tags,
  Natures: f.Natures,
  /** tuition cap per year (yuan); units without a published tuition are kept */
  TuitionMax: f.TuitionMax,
  /** major names or categories (e.g. 计算机类) */
  Majors: f.Majors,
  /** special plans only when asked (default 普通类) */
  PlanTypes: f.PlanTypes,
  /** 保守 / 均衡 / 激进; absent = the score profile's */
  RiskAppetite: RiskAppetiteSchema.optional(),
})

const TierCountsSchema = z.object({ Reach: z.number().int(), Match: z.number().int(), Safe: z.number().int() })

export const AutoTableOutputSchema = z.object({
  BatchId: z.string(),
  BatchName: z.string(),
  FillingMode: z.enum(['major-group', 'major', 'school']),
  MaxWishes: z.number().int(),
  MaxMajorsPerWish: z.number().int(),
  HasAdjustment: z.boolean(),
  RiskAppetite: RiskAppetiteSchema,
  /** null when the province has no 一分一段表 and the table is built on 线差 (DataNote says so) */
  Rank: z.number().int().nullable(),
  TargetYear: z.number().int(),
  /** the 冲/稳/保 split the appetite asks for, and what the data could fill */
  Planned: TierCountsSchema,
  Mix: TierCountsSchema,
  /** the table in order (冲 → 稳 → 保), each with its tier and one line of explanation */
  Wishes: z.array(WishEntrySchema.extend({ Tier: z.enum(['reach', 'match', 'safe']), Explanation: z.string(), Row: UnitRowSchema })),
  /** 调剂 advice and what the student should know about the table */
  Advice: z.array(z.string()),
  /** preferences loosened to fill the table, with the wishes concerned */
  Relaxed: z.array(z.string()),
  /** the same analysis as a saved table (滑档/退档 odds, findings) */
  Analysis: AnalysisSchema,
  /** true when probabilities are shown only for the first wishes (no membership) */
  IsPreview: z.boolean(),
  DataNote: z.string(),
  /** server time spent generating, in milliseconds */
  ElapsedMs: z.number(),
})
export type AutoTableOutput = z.infer<typeof AutoTableOutputSchema>

/** One-tap table: a whole 志愿表 generated from the profile and preferences. */
export const wishAutoTableEndpoints = {
  'Wish/AutoTable': { input: AutoTableInputSchema, output: AutoTableOutputSchema },
}
