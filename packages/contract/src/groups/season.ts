import { z } from 'zod'

/** One province's place in the application season (from the clock and the years the data holds). */
export const ProvinceSeasonSchema = z.object({
  ProvinceId: z.number().int(),
  ProvinceName: z.string(),
  /** the exam year this season's candidates sit: what the flows plan and estimate for */
  TargetYear: z.number().int(),
  /** newest year of ordinary (普通类) admission results before the target year; null when none */
  NewestResultsYear: z.number().int().nullable(),
  /** every ordinary results year before the target year, newest first */
  ResultYears: z.array(z.number().int()),
  /** newest 一分一段表 year up to the target year; null when none */
  NewestRankTableYear: z.number().int().nullable(),
  /** the target year's own 一分一段表 is in the data (scores convert exactly, not estimated) */
  HasTargetRankTable: z.boolean(),
  /** the newest results are older than the year before the target */
  IsResultsBehind: z.boolean(),
  /** exam years the score form offers: the target year first, then the years with a table */
  ScoreYears: z.array(z.number().int()),
  /** one Chinese sentence saying which years this province's answers rest on */
  Note: z.string(),
})
export type ProvinceSeasonInfo = z.infer<typeof ProvinceSeasonSchema>

/** The application season (public, read by the web app; ProvinceId narrows the list to one province). */
export const seasonEndpoints = {
  'Public/Season': {
    input: z.object({
      ProvinceId: z.coerce
        .number({ error: '请选择省份' })
        .int({ error: '请选择省份' })
        .min(11, { error: '请选择省份' })
        .max(65, { error: '请选择省份' })
        .optional(),
    }),
    output: z.object({
      /** today's date in Beijing (YYYY-MM-DD), from the server clock */
      Today: z.string(),
      /** the calendar's target year (a province moves on earlier once its results are in) */
      TargetYear: z.number().int(),
      /** the month (1–12) a new season starts in by the calendar */
      SeasonStartMonth: z.number().int(),
      Provinces: z.array(ProvinceSeasonSchema),
    }),
  },
}
