import type { Row } from '../write-tables.ts'

const text = (r: Row) => [r.batch, r.major_group, r.major_name, r.plan_remark].filter((v) => typeof v === 'string').join(' ')

/**
 * 专升本 is an exam for college graduates, not a gaokao route: its rows (河南 专升本批 …) are dropped
 * from admissions and plans, or they would read as a province's gaokao results (ADR 041).
 */
export function dropUpgradeRows(rows: Row[]): { rows: Row[]; dropped: number } {
  const kept = rows.filter((r) => !/专升本/.test(text(r)))
  return { rows: kept, dropped: rows.length - kept.length }
}

const str = (v: unknown) => (typeof v === 'string' ? v : '')
/** Whether a row belongs to a batch that admits 预科 together with the ordinary route (云南 二本及预科). */
export const isMixedPreparatory = (r: Row) => /及预科/.test(`${str(r.batch)} ${str(r.major_group)}`)
/** One source's table of a mixed batch: the rows one publication printed together. */
const tableOf = (r: Row) => [r.province_code, r.year, r.batch, r.major_group, r.source_id, r.quality].map(String).join('|')

/**
 * The tables of a mixed batch that list their 预科 units apart: some of their school rows are typed 预科 by their
 * own wording. 云南's 2024 录取日报 prints 北京联合大学 1148 556 and 北京联合大学(预科) 11R3 538 as two rows under
 * two 院校代码, so its rows without a 预科 label are the ordinary codes' own lines (ADR 142).
 */
export function tablesListingPreparatoryApart(rows: readonly Row[]): Set<string> {
  return new Set(rows.filter((r) => isMixedPreparatory(r) && r.unit_level === 'institution' && r.plan_type === '预科').map(tableOf))
}

/**
 * A school row of a batch that admits 预科 together with the ordinary route, from a table that prints one minimum
 * per school (a third-party summary: 云南 二本及预科 院校投档线), may be a 预科 minimum, so it is not an ordinary line:
 * it is typed 预科 (ADR 041; the control line of the batch stays 普通类). Two kinds of row keep their own wording's
 * type (ADR 142): a major row (a major is one route, and a 预科 major says so: 少数民族预科（…）), and a school row of a
 * table that lists its 预科 units apart under their own codes, where each ordinary code's line is its own.
 */
export function typeMixedPreparatory(rows: Row[]): number {
  const apart = tablesListingPreparatoryApart(rows)
  let n = 0
  for (const r of rows) {
    if (r.plan_type !== '普通类' || !isMixedPreparatory(r) || keepsOwnType(r, apart)) continue
    r.plan_type = '预科'
    n++
  }
  return n
}

/** Whether a row of a mixed batch keeps the type of its own wording: a major, or a school row of a table listing 预科 apart. */
export function keepsOwnType(r: Row, apart: ReadonlySet<string>): boolean {
  if (r.unit_level === 'major' || (r.unit_level === 'institution' && apart.has(tableOf(r)))) return true
  // a plan row has no level: its major names its route, as a major result row does
  return r.unit_level === undefined && typeof r.major_name === 'string' && r.major_name !== ''
}
