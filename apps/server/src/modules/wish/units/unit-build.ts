import { buildProvinceUnits, recentYears, type ProvincePolicy, type ProvinceYearIndex, type RankTableIndex, type School } from '@gk/domain'
import type { Db } from '../../../db/client.ts'
import type { ProvinceEntry } from './province-catalog.ts'
import { controlLineRows, newestPlanRows, newestResultYear, resultRows } from './reference.repository.ts'

/**
 * Builds every batch's units for one province and target year (history = the years before it): reads the rows the
 * build needs and hands them to the engine's build (packages/domain, units/province-units.ts), the one the backtest runs.
 */
export async function buildProvinceYearIndex(
  db: Db,
  province: ProvinceEntry,
  policy: ProvincePolicy,
  rankTables: RankTableIndex,
  schools: Map<string, School>,
): Promise<ProvinceYearIndex> {
  const year = policy.year
  const newest = await newestResultYear(db, province.code, year)
  // only the history window's results are read (the build reads no others)
  const results = await resultRows(db, province.code, recentYears(year, newest).history, year)
  const plans = await newestPlanRows(db, province.code, year)
  const lines = await controlLineRows(db, province.code, year)
  return buildProvinceUnits({ province, policy, rankTables, schools, newestResultsYear: newest, results, plans, lines })
}
