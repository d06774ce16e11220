import { ErrorCode, type ProvinceSeasonInfo } from '@gk/contract'
import { findProvincePolicy, provinceSeason, rankTableNote, type ProvinceCode, type ProvinceSeason } from '@gk/domain'
import { AppError } from '../../kernel/app-error.ts'
import type { Db } from '../client.ts'
import { ORDINARY_RESULTS_SQL } from './ordinary-results.ts'
import type { ReadModel } from './read-model.ts'

/** What the season needs of a request: the clock and the read model. */
export type SeasonContext = { readModel: ReadModel; now: () => Date }
/** A province as the catalog of the reference data names it. */
export type SeasonProvince = { code: string; id: number; shortName: string; slug: ProvinceCode }

/** A server started without the reference dataset has no such table: the season is the calendar's alone. */
export async function withoutReferenceData<T>(read: () => Promise<T>, empty: T): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if ((error as { code?: unknown }).code === '42P01') return empty
    throw error
  }
}

/** Years of ordinary admission results per province code (rebuilt when the data version changes). */
async function loadResultYears(db: Db): Promise<Map<string, number[]>> {
  const rows = await withoutReferenceData(
    () => db.query<{ province_code: string; year: number }>(`SELECT DISTINCT province_code, year FROM admission_results WHERE ${ORDINARY_RESULTS_SQL}`),
    [],
  )
  const byProvince = new Map<string, number[]>()
  for (const r of rows) byProvince.set(r.province_code, [...(byProvince.get(r.province_code) ?? []), Number(r.year)])
  return byProvince
}

/** Years with a 一分一段表 for some subject type, newest first. */
async function tableYears(ctx: SeasonContext, provinceCode: string): Promise<number[]> {
  const tables = await ctx.readModel.rankTables()
  return [...new Set(tables.forProvince(provinceCode).map((t) => t.year))].sort((a, b) => b - a)
}

/** The season of one province now: the clock from the request, the years from the data. */
export async function seasonOf(ctx: SeasonContext, provinceCode: string): Promise<ProvinceSeason> {
  const [results, tables] = await Promise.all([ctx.readModel.index('season:result-years', loadResultYears), tableYears(ctx, provinceCode)])
  return provinceSeason(ctx.now().getTime(), { province: provinceCode, resultYears: results.get(provinceCode) ?? [], rankTableYears: tables })
}

/** The newest ordinary results year of a province before its target year (the default of every lookup), or null. */
export async function newestResultsYear(ctx: SeasonContext, provinceCode: string): Promise<number | null> {
  return (await seasonOf(ctx, provinceCode)).newestResultsYear
}

/** A score profile's exam year may be the season's target year or an earlier one, never a later one. */
export async function requireSeasonYear(ctx: SeasonContext, province: SeasonProvince, year: number): Promise<void> {
  const { targetYear } = await seasonOf(ctx, province.code)
  if (year > targetYear) throw new AppError(ErrorCode.WishYearUnsupported, `${province.shortName}本季志愿填报对应${targetYear}年高考，暂不支持${year}年`)
}

/** Exam years the score form offers: the target year first, then earlier years with a table and a policy. */
export function scoreYears(province: SeasonProvince, season: ProvinceSeason, years: readonly number[]): number[] {
  const all = [season.targetYear, ...years.filter((y) => y < season.targetYear)]
  return [...new Set(all)].filter((y) => findProvincePolicy(province.slug, y) !== undefined)
}

/** "江苏2027年志愿：参考2024–2026年普通类录取结果；位次：…": which years this province's answers rest on. */
export function seasonNote(province: SeasonProvince, season: ProvinceSeason): string {
  const years = season.resultYears.slice(0, 3)
  const results =
    season.newestResultsYear === null
      ? '暂无普通类录取结果'
      : `参考${years.length > 1 ? `${years.at(-1)}–${years[0]}` : years[0]}年普通类录取结果` +
        (season.isResultsBehind ? `（${season.targetYear - 1}年录取结果暂未收录）` : '')
  const rank = rankTableNote({ examYear: season.targetYear, tableYear: season.newestRankTableYear, targetYear: season.targetYear }).note
  return `${province.shortName}${season.targetYear}年志愿：${results}；位次：${rank}`
}

/** The season of each given province as the contract states it. */
export async function seasonInfos(ctx: SeasonContext, provinces: readonly SeasonProvince[]): Promise<ProvinceSeasonInfo[]> {
  return Promise.all(
    provinces.map(async (p) => {
      const season = await seasonOf(ctx, p.code)
      return {
        ProvinceId: p.id,
        ProvinceName: p.shortName,
        TargetYear: season.targetYear,
        NewestResultsYear: season.newestResultsYear,
        ResultYears: [...season.resultYears],
        NewestRankTableYear: season.newestRankTableYear,
        HasTargetRankTable: season.hasTargetRankTable,
        IsResultsBehind: season.isResultsBehind,
        ScoreYears: scoreYears(p, season, await tableYears(ctx, p.code)),
        Note: seasonNote(p, season),
      }
    }),
  )
}
