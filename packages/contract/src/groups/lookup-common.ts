import { z } from 'zod'

/** Where a number came from (dataset `quality`): the UI labels each one in Chinese. */
export const QualitySchema = z.enum(['official', 'third-party', 'derived', 'estimated'])
export type Quality = z.infer<typeof QualitySchema>

/** Provenance carried by every reference-data row the API serves. */
export const ProvenanceSchema = z.object({ Quality: QualitySchema, Source: z.string() })
export type Provenance = z.infer<typeof ProvenanceSchema>

export const ProvinceIdSchema = z.coerce
  .number({ error: '请选择省份' })
  .int({ error: '请选择省份' })
  .min(11, { error: '请选择省份' })
  .max(82, { error: '请选择省份' })
export const OptionalProvinceIdSchema = ProvinceIdSchema.optional()
export const YearSchema = z.coerce
  .number({ error: '年份不正确' })
  .int({ error: '年份不正确' })
  .min(2000, { error: '年份不正确' })
  .max(2100, { error: '年份不正确' })
export const KeywordSchema = z.string({ error: '请输入关键词' }).trim().min(1, { error: '请输入关键词' }).max(40, { error: '关键词过长' })
/** 10-digit MOE 学校标识码 (the institution id of the dataset). */
export const SchoolIdSchema = z
  .string({ error: '请选择院校' })
  .trim()
  .regex(/^\d{10}$/, { error: '院校参数不正确' })

/** Which years a list or section rests on, said for the season ("录取数据：2023–2025年（2026年暂未收录）；2027年按往年数据估算"). */
export const FreshnessSchema = z.string()
