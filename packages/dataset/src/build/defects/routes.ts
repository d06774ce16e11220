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

/**
 * A batch that admits 预科 together with the ordinary route (云南 二本及预科) publishes one minimum per
 * school over both routes: that minimum may be a 预科 one, so it is not an ordinary line. Its rows are
 * typed 预科 (the control line of the batch stays 普通类: the line itself is the ordinary one).
 */
export function typeMixedPreparatory(rows: Row[]): number {
  let n = 0
  for (const r of rows) {
    if (r.plan_type !== '普通类') continue
    if (!/及预科/.test(`${typeof r.batch === 'string' ? r.batch : ''} ${typeof r.major_group === 'string' ? r.major_group : ''}`)) continue
    r.plan_type = '预科'
    n++
  }
  return n
}
