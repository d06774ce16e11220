import { classifyPlanType } from '@gk/domain'
import type { Row } from './write-tables.ts'

/**
 * 西藏's two candidate classes (ADR 036). 西藏 publishes every 本科 line twice — for A类考生 (区内少数民族;
 * before 2023 「少数民族」) and for B类考生 (汉族 and the others; before 2023 「汉族」) — and schools
 * admit the two classes on separate minimums (厦门大学 理科 2025: A类 407, B类 642). The line the app
 * keeps as 普通类 is the higher one, B's (2026 理科 一批 400, 二批 300), so the ordinary pool must hold
 * B-class minimums only: an A-class minimum compared with B's line reads 100–200 points too low and puts
 * a 985 within reach of a B candidate 40 points above the 一批 line. A-class rows and lines are kept
 * as 民族班 — the plan type of routes that need 民族 eligibility — not dropped.
 */
export const XIZANG = '54'

export type CandidateClass = 'A' | 'B'

// B first: 「汉族及区外少数民族」 names the B class although it contains 少数民族.
const B_CLASS = /B类|汉族|汉考汉|区外|[(（]汉[)）]|-汉(?![语字])/
const A_CLASS = /A类|少数民族|藏族|民考汉|[(（](少|民)[)）]|-民(?!族)/

/** The class a row's or line's own wording names, or null when it names none. */
export function candidateClassOf(text: string | null | undefined): CandidateClass | null {
  // a row for both classes at once (本科批B类/A类) names neither
  if (!text || (/A类/.test(text) && /B类/.test(text))) return null
  if (B_CLASS.test(text)) return 'B'
  if (A_CLASS.test(text)) return 'A'
  return null
}

/** The category of a 西藏 control line: an A-class line is 民族班, so the 普通类 line of a batch is B's. */
export function xizangLineCategory(provinceCode: string, category: string, route: string): string {
  return provinceCode === XIZANG && category === '普通类' && candidateClassOf(route) === 'A' ? '民族班' : category
}

const text = (r: Row) =>
  [r.batch, r.major_group, r.major_name, r.plan_remark, r.candidate_label].filter((v): v is string => typeof v === 'string' && v !== '').join(' ')

/** The row's plan type read again with a wording taken out of every field. */
function typeWithout(r: Row, drop: RegExp): string {
  const f = (v: unknown) => (typeof v === 'string' ? v.replace(drop, '') : null)
  return classifyPlanType({
    batch: f(r.batch),
    majorGroup: f(r.major_group),
    institutionName: f(r.institution_name),
    majorName: f(r.major_name),
    remark: f(r.plan_remark),
  })
}

/** The line of a 西藏 year, track and batch key for a class: B's (普通类), or A's (民族班, below B's). */
type LineOf = (year: number, subjectType: string, batchKey: 'bk1' | 'bk2', cls?: CandidateClass) => number | undefined

type BatchKey = 'bk1' | 'bk2' | 'bare'

/** The batch a row names: 一批, 二批, or none (本科批, 理工, 官网未列批次 …); null for a 专科 row. */
function batchOf(r: Row): BatchKey | null {
  const batch = typeof r.batch === 'string' ? r.batch : ''
  if (/专科|高职/.test(batch)) return null
  return /一批|本一|第一批/.test(batch) ? 'bk1' : /二批|本二|第二批/.test(batch) ? 'bk2' : 'bare'
}

/** The B line below which a row cannot be a B-class minimum: 一批 rows the 一批 line, 二批 and bare 本科 rows the 二批 line. */
function floorOf(r: Row, lineOf: LineOf): number | undefined {
  const key = batchOf(r)
  // a row that names no 本科 batch at all (官网未列批次, 理工) is not placed against any line
  if (key === null || (key === 'bare' && !/本科/.test(typeof r.batch === 'string' ? r.batch : ''))) return undefined
  return lineOf(Number(r.year), String(r.subject_type), key === 'bk1' ? 'bk1' : 'bk2')
}

const scoreOf = (r: Row) => (typeof r.min_score === 'number' && r.min_score > 0 ? r.min_score : null)
const schoolOf = (r: Row) => `${String(r.institution_id)}|${Number(r.year)}|${String(r.subject_type)}`

/**
 * The lowest institution row of each school, year, track and batch among `from`: an institution's minimum is the
 * lowest of the majors of its class, so a row of the same batch below it is of the other class. A row of a school
 * whose rows name one batch only (a bare 本科批 row of a school that admits in 一批 alone) is compared with that batch.
 */
function schoolMinimums(all: readonly Row[], from: readonly Row[]): (r: Row) => number | undefined {
  const min = new Map<string, number>()
  const numbered = new Map<string, Set<BatchKey>>()
  for (const r of all) {
    const key = batchOf(r)
    if (key === 'bk1' || key === 'bk2') numbered.set(schoolOf(r), (numbered.get(schoolOf(r)) ?? new Set()).add(key))
  }
  for (const r of from) {
    const key = batchOf(r)
    const score = scoreOf(r)
    if (r.unit_level !== 'institution' || key === null || score === null) continue
    const k = `${schoolOf(r)}|${key}`
    min.set(k, Math.min(min.get(k) ?? score, score))
  }
  return (r) => {
    const key = batchOf(r)
    if (key === null) return undefined
    const own = min.get(`${schoolOf(r)}|${key}`)
    const batches = [...(numbered.get(schoolOf(r)) ?? [])]
    if (own !== undefined || batches.length > 1) return own
    const keys = batches.length === 1 ? [batches[0]!, 'bare'] : ['bare']
    const found = keys.map((b) => min.get(`${schoolOf(r)}|${b}`)).filter((v): v is number => v !== undefined)
    return found.length > 0 ? Math.min(...found) : undefined
  }
}

export type ClassCounts = { labelledA: number; labelledB: number; belowLine: number; spread: number; belowSchool: number; unknown: number }

/**
 * Sets the plan type of 西藏's ordinary admission rows by candidate class, by four rules read from the data:
 * 1. the row's wording names its class (A类/B类, 少数民族/汉族, 民考汉/汉考汉, (少)/(民)/(汉), a source's candidate
 *    category): A → 民族班; B → 普通类 (also a 汉考汉 row the plan-type classifier filed as 民族班);
 * 2. an unnamed row below the B line of its batch (一批: the 一批 line; 二批 or a bare 本科批: the 二批 line) cannot
 *    be a B-class minimum: A;
 * 3. an unnamed 一批 row more than the year's A–B 一批 line distance below the school's highest 一批 row
 *    (重庆大学 理科 2025: 631 beside 407–433, 一批 lines 400 / 300) is taken as A: the two classes' minimums differ by
 *    about the lines' distance, and erring this way only understates a school's reach, while an A minimum read as
 *    B's overstates a B candidate's chances by that distance;
 * 4. an unnamed row below its school's minimum of the same year, track and batch — an institution row named B类,
 *    else any institution row left 普通类 — is of the other class than that minimum: A (A's minimums are the lower).
 * Rows that none of these place stay 普通类 (their class is unknown; `unknown` counts them).
 */
export function separateXizangClasses(rows: Row[], lineOf: LineOf): ClassCounts {
  const counts: ClassCounts = { labelledA: 0, labelledB: 0, belowLine: 0, spread: 0, belowSchool: 0, unknown: 0 }
  const tibet = rows.filter((r) => r.province_code === XIZANG && (r.plan_type === '普通类' || r.plan_type === '民族班'))
  const named: Row[] = []
  const unnamed: Row[] = []
  for (const r of tibet) {
    const cls = candidateClassOf(text(r))
    if (cls === 'B') {
      // 汉考汉 is the ordinary route of the B class; any other special marker keeps the row's type
      if (r.plan_type === '民族班' && typeWithout(r, /汉考汉/g) === '普通类') r.plan_type = '普通类'
      if (r.plan_type !== '普通类') continue
      counts.labelledB++
      named.push(r)
    } else if (r.plan_type === '普通类') {
      if (cls === 'A') {
        r.plan_type = '民族班'
        counts.labelledA++
      } else unnamed.push(r)
    }
  }
  const toA = (r: Row, rule: 'belowSchool' | 'belowLine' | 'spread') => {
    r.plan_type = '民族班'
    counts[rule]++
  }
  const below = (r: Row, bound: number | undefined) => scoreOf(r) !== null && bound !== undefined && scoreOf(r)! < bound
  const open = () => unnamed.filter((r) => r.plan_type === '普通类')
  for (const r of unnamed) if (below(r, floorOf(r, lineOf))) toA(r, 'belowLine')
  const top = new Map<string, number>()
  for (const r of [...named, ...open()]) {
    const key = `${schoolOf(r)}|${batchOf(r)}`
    if (scoreOf(r) !== null) top.set(key, Math.max(top.get(key) ?? 0, scoreOf(r)!))
  }
  for (const r of open()) {
    // 一批 only: 二批's lines are 32–49 points apart, no more than one class's own spread at a school
    if (batchOf(r) !== 'bk1') continue
    const [b, a] = [lineOf(Number(r.year), String(r.subject_type), 'bk1'), lineOf(Number(r.year), String(r.subject_type), 'bk1', 'A')]
    const highest = top.get(`${schoolOf(r)}|bk1`)
    if (b !== undefined && a !== undefined && highest !== undefined && below(r, highest - (b - a))) toA(r, 'spread')
  }
  // institution rows first, so that only B-class or unknown minimums bound the rest
  const institutions = open().filter((r) => r.unit_level === 'institution')
  const namedMin = schoolMinimums(tibet, named)
  for (const r of institutions) if (below(r, namedMin(r))) toA(r, 'belowSchool')
  const schoolMin = schoolMinimums(tibet, [...named, ...institutions.filter((r) => r.plan_type === '普通类')])
  for (const r of open()) if (r.unit_level !== 'institution' && below(r, schoolMin(r))) toA(r, 'belowSchool')
  counts.unknown = open().length
  return counts
}

/** {@link LineOf} over the chosen control lines: the 普通类 line of a 西藏 year, track and batch key. */
export function xizangLines(lines: readonly Row[]): LineOf {
  const b = new Map<string, number>()
  const a = new Map<string, number[]>()
  for (const l of lines) {
    if (l.province_code !== XIZANG || (l.batch_key !== 'bk1' && l.batch_key !== 'bk2')) continue
    const k = `${Number(l.year)}|${String(l.subject_type)}|${String(l.batch_key)}`
    if (l.category === '普通类') b.set(k, Number(l.score))
    else if (l.category === '民族班') a.set(k, [...(a.get(k) ?? []), Number(l.score)])
  }
  return (year, subjectType, key, cls = 'B') => {
    const k = `${year}|${subjectType}|${key}`
    const line = b.get(k)
    if (cls === 'B' || line === undefined) return cls === 'B' ? line : undefined
    // the highest 民族班 line below B's: the A class's line of the batch
    const below = (a.get(k) ?? []).filter((s) => s < line)
    return below.length > 0 ? Math.max(...below) : undefined
  }
}
