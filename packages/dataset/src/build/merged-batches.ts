import { findProvincePolicy, type ProvinceCode } from '@gk/domain'
import { PROVINCES } from '../normalize/provinces.ts'
import type { Row } from './write-tables.ts'
import { XIZANG } from './xizang-classes.ts'

/**
 * In a year with 本科一批 and 本科二批 (宁夏, 青海, 山西, 云南 to 2024, 新疆 to 2026 …), many school-published rows say
 * only 本科批, 本科普通类 or 普通类. The engine reads a row's batch against that year's batches and finds neither
 * 一批 nor 二批 in such a wording, so the row — and often the only line of its college — was never a unit (ADR 077).
 * Each such ordinary row is placed in one of the two batches, the original wording kept in the batch text:
 *  1. the batch the school's other ordinary rows of that year and track name, when they name only one;
 *  2. else the 一批 line: an ordinary 一批 admission is never below it, so a school whose rows of that wording go below
 *     the year's 一批 line is a 二批 school, and a school whose rows all reach it a 一批 school.
 * Rows of a year without a 一批 line and without another row naming the batch stay as they are. 西藏 has its own rule
 * (plan books, ADR 036). Entry 27's placed rows are not evidence: their batch was itself placed by rule (ADR 040).
 */
// wordings that already name a batch, or another route or level: never placed here
const NOT_MERGED = /一批|二批|本一|本二|一本|二本|第[一二]批|一段|二段|专科|高职|提前|征集|征求|艺术|体育|对口|部队|专项|预科|民族|定向|师范|中外|合作/
const MERGED = /本科|普通/
const PLACED_BY_RULE = 'gaokao-zhiyuan-recommender'

export type MergedBatchReport = {
  /** rows placed per province|year, by the school's other rows (`byRows`) or by the 一批 line (`byLine`) */
  placed: Map<string, { byRows: number; byLine: number }>
  /** ordinary rows of a merged wording left unplaced (no 一批 line and no other row naming the batch) */
  unplaced: number
  /** schools whose other rows name one batch: how often the line rule alone gives the same batch */
  lineRuleCheck: { schools: number; same: number }
}

const numbered = (batch: string): '一' | '二' | null => (/一批|一本|本一|第一批/.test(batch) ? '一' : /二批|二本|本二|第二批/.test(batch) ? '二' : null)

/** True when the province's own policy of that year has 一批 and 二批 (the engine's batches of the row's year). */
function splitYears(): (code: string, year: number) => boolean {
  const cache = new Map<string, boolean>()
  return (code, year) => {
    const k = `${code}|${year}`
    let v = cache.get(k)
    if (v === undefined) {
      const slug = PROVINCES.find((p) => p.code === code)?.slug
      const policy = slug ? findProvincePolicy(slug as ProvinceCode, year) : undefined
      v = policy?.batches.some((b) => b.id === 'undergraduate-1') ?? false
      cache.set(k, v)
    }
    return v
  }
}

/** The ordinary 一批 line per province|year|subject type. */
function firstLines(lines: readonly Row[]): Map<string, number> {
  const out = new Map<string, number>()
  for (const l of lines) {
    if (l.category !== '普通类' || l.batch_key !== 'bk1' || typeof l.score !== 'number') continue
    const k = `${String(l.province_code)}|${Number(l.year)}|${String(l.subject_type)}`
    // several copies of one line were reduced to one per batch key; the lowest stands for the batch's floor
    out.set(k, Math.min(out.get(k) ?? Infinity, l.score))
  }
  return out
}

/** Places ordinary rows of a merged 本科 wording in 一批 or 二批 in years that have both (mutates `admissions`). */
export function placeMergedBatchRows(admissions: Row[], lines: readonly Row[]): MergedBatchReport {
  const isSplit = splitYears()
  const first = firstLines(lines)
  const schoolKey = (r: Row) => `${String(r.province_code)}|${Number(r.year)}|${String(r.subject_type)}|${String(r.institution_id)}`
  const named = new Map<string, Set<'一' | '二'>>()
  const candidates = new Map<string, Row[]>()
  for (const r of admissions) {
    if (r.plan_type !== '普通类' || !r.institution_id || r.province_code === XIZANG) continue
    if (!isSplit(String(r.province_code), Number(r.year))) continue
    const batch = typeof r.batch === 'string' ? r.batch.trim() : ''
    const n = numbered(batch)
    if (n && r.source_id !== PLACED_BY_RULE && !/专科|高职|提前|艺术|体育/.test(batch)) named.set(schoolKey(r), (named.get(schoolKey(r)) ?? new Set()).add(n))
    else if (!n && MERGED.test(batch) && !NOT_MERGED.test(batch)) candidates.set(schoolKey(r), [...(candidates.get(schoolKey(r)) ?? []), r])
  }
  const report: MergedBatchReport = { placed: new Map(), unplaced: 0, lineRuleCheck: { schools: 0, same: 0 } }
  for (const [k, rows] of candidates) {
    const [code, year, subject] = k.split('|') as [string, string, string]
    const line = first.get(`${code}|${year}|${subject}`)
    const scores = rows.map((r) => r.min_score).filter((s): s is number => typeof s === 'number')
    const byLine = line === undefined || !scores.length ? null : Math.min(...scores) < line ? '二' : '一'
    const names = named.get(k)
    const byRows = names?.size === 1 ? [...names][0]! : null
    if (byRows && byLine) {
      report.lineRuleCheck.schools++
      if (byRows === byLine) report.lineRuleCheck.same++
    }
    const batch = byRows ?? byLine
    if (!batch) {
      report.unplaced += rows.length
      continue
    }
    // the note must not name 一批 itself: the engine reads the first batch word it finds (unit-classify.ts)
    const how = byRows ? '该校同年其他记录' : `最低分对照当年重点线${line}分推定`
    for (const r of rows) r.batch = `本科${batch}批(据${how}；原作${String(r.batch).trim()})`
    const pk = `${code}|${year}`
    const counts = report.placed.get(pk) ?? { byRows: 0, byLine: 0 }
    counts[byRows ? 'byRows' : 'byLine'] += rows.length
    report.placed.set(pk, counts)
  }
  return report
}

/** One build-report line: rows placed per province-year and how, and the line rule's agreement where rows name the batch. */
export function mergedBatchNote(r: MergedBatchReport): string {
  const per = [...r.placed]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, c]) => `${k} ${c.byRows}+${c.byLine}`)
    .join(', ')
  const total = [...r.placed.values()].reduce((a, c) => a + c.byRows + c.byLine, 0)
  return `merged 本科 wordings in 一批/二批 years (ADR 077): ${total} ordinary rows placed (province|year by the school's other rows + by the 一批 line: ${per}); ${r.unplaced} left (no 一批 line, no row naming the batch); the line rule alone agrees with the school's other rows for ${r.lineRuleCheck.same}/${r.lineRuleCheck.schools} schools.`
}
