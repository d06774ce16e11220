import type { Row } from './write-tables.ts'

/** Highest possible total of the province (上海 660, 海南 900 on its standardised scale, else 750). */
export const maxTotalFor = (province: unknown): number => (province === '31' ? 660 : province === '46' ? 900 : 750)

// A "major" that is really the source's label for a school or group line (院校调档线, 院校专业组投档线,
// 01专业组（物理+不限）, 装备制造类（原机电类）录取成绩统计 …).
const LINE_LABEL = /^(院校|文化素质|录取分数线|高校专项投档线)|录取成绩统计$|投档线$|投档最低分$|^\d*专业组[（(]/

export function isLineLabel(name: unknown): boolean {
  return typeof name === 'string' && LINE_LABEL.test(name.trim())
}

const isNumeric = (s: unknown): s is string => typeof s === 'string' && /^\s*\d+\s*$/.test(s)
const hasText = (s: unknown): s is string => typeof s === 'string' && /[\u4e00-\u9fa5]/.test(s) && !/\d/.test(s)

/**
 * Puts each line at the level it describes: a major row named by a line label moves to its group (or
 * school when it has no group); a major named by a number is the group code with the name in the
 * group column (swapped back) or a bare code (moved to group level). Group and school rows lose a
 * label in the major-name column. Returns how many rows changed per kind.
 */
export function relevelUnits(rows: Row[]): { labelled: number; numeric: number } {
  let labelled = 0
  let numeric = 0
  for (const r of rows) {
    if (isLineLabel(r.major_name)) {
      if (r.unit_level === 'major') {
        r.unit_level = r.major_group ? 'major-group' : 'institution'
        labelled++
      }
      r.major_name = null
      continue
    }
    if (r.unit_level !== 'major' || !isNumeric(r.major_name)) continue
    numeric++
    if (hasText(r.major_group)) {
      const group = r.major_name.trim()
      r.major_name = r.major_group
      r.major_group = group
    } else {
      r.major_group = r.major_group ?? r.major_name.trim()
      r.major_name = null
      r.unit_level = 'major-group'
    }
  }
  return { labelled, numeric }
}

/**
 * A score above the province's total can only be an art 综合成绩 (culture and art scores combined):
 * such rows become 艺术 whatever their batch said. Returns how many rows were relabelled and how many
 * already were art or sport.
 */
export function markArtComposite(rows: Row[]): { relabelled: number; alreadyArt: number } {
  let relabelled = 0
  let alreadyArt = 0
  for (const r of rows) {
    if (typeof r.min_score !== 'number' || r.min_score <= maxTotalFor(r.province_code)) continue
    if (r.plan_type === '艺术' || r.plan_type === '体育') alreadyArt++
    else {
      r.plan_type = '艺术'
      relabelled++
    }
  }
  return { relabelled, alreadyArt }
}

/** The number of a group row (「204专业组」, 「第04组」 → 4), '' for a school row or a group printed without one. */
const groupNumber = (r: Row): string => {
  const m = r.unit_level === 'major-group' && typeof r.major_group === 'string' ? /\d+/.exec(r.major_group) : null
  return m ? String(Number(m[0])) : ''
}

const lineKey = (r: Row) => [r.province_code, r.year, r.subject_type, r.institution_id, r.min_score].join('|')

/**
 * Drops school-level rows that repeat a group's line: several compilations list each 院校专业组 line a
 * second time as a school row (湖南 "第105组", 江苏 "南京大学07专业组"), or give the school's lowest group
 * line as the school line. Where a province/year has groups for a school, the group rows carry it.
 * Then drops an uncoded copy of a coded row (same school, level, line), which is the same line listed
 * by a source that did not give the 院校代码.
 */
export function dropRepeatedLines(rows: Row[]): { rows: Row[]; schoolRepeats: number; uncodedCopies: number } {
  const groupLines = new Set(rows.filter((r) => r.unit_level === 'major-group' && r.min_score !== null).map(lineKey))
  const kept = rows.filter((r) => !(r.unit_level === 'institution' && r.min_score !== null && groupLines.has(lineKey(r))))
  const schoolRepeats = rows.length - kept.length
  // a group's number, where both rows print one, is part of the line: 汕头大学 204 (552, uncoded) is not a copy of
  // 汕头大学医学院 214 (552, code 80001); a group printed without a number (专业组(历史+不限)) can be any of them
  const codedKey = (r: Row) => `${lineKey(r)}|${String(r.unit_level)}|${String(r.major_name)}`
  const coded = new Map<string, Set<string>>()
  for (const r of kept)
    if (r.provincial_code && r.min_score !== null && r.unit_level !== 'major') coded.set(codedKey(r), (coded.get(codedKey(r)) ?? new Set()).add(groupNumber(r)))
  const copies = (r: Row) => {
    const numbers = coded.get(codedKey(r))
    return numbers !== undefined && (groupNumber(r) === '' || numbers.has('') || numbers.has(groupNumber(r)))
  }
  const out = kept.filter((r) => !(r.unit_level !== 'major' && !r.provincial_code && r.min_score !== null && copies(r)))
  return { rows: out, schoolRepeats, uncodedCopies: kept.length - out.length }
}

const QUALITY_ORDER: Record<string, number> = { official: 0, 'third-party': 1, derived: 2, estimated: 3 }
const rankOrder = (q: unknown) => (q === null || q === undefined ? 2 : q === 'derived' || q === 'estimated' ? 1 : 0)

/**
 * Precedence between rows that give one unit different minimum scores: an official source before a
 * third-party one; a published rank before a derived one (or none); a row with the 院校代码 before one
 * without; then the row with more facts (plan count, rank). Ties keep the first row read.
 */
export function betterRow(a: Row, b: Row): number {
  return (
    (QUALITY_ORDER[String(a.quality)] ?? 9) - (QUALITY_ORDER[String(b.quality)] ?? 9) ||
    rankOrder(a.min_rank_quality) - rankOrder(b.min_rank_quality) ||
    (a.provincial_code ? 0 : 1) - (b.provincial_code ? 0 : 1) ||
    (b.plan_count !== null && b.plan_count !== undefined ? 1 : 0) - (a.plan_count !== null && a.plan_count !== undefined ? 1 : 0)
  )
}

/** The unit a line belongs to: one school (or group, or major) of one route in one batch and year. */
export const unitKey = (r: Row): string =>
  JSON.stringify(
    [r.province_code, r.year, r.subject_type, r.batch, r.institution_id, r.unit_level, r.major_group, r.major_name, r.plan_type].map((v) => v ?? null),
  )

/**
 * Group rows of one unit key that carry two or more 院校代码 are as many units: a campus or a 中外合作 code of the same
 * institution numbers its groups on its own (河南 2025 华北水利水电大学 6095 and 6395, 中国人民大学 and its 苏州校区
 * K53 both have a 001), so a group of one code is not a copy of the other's (issue #29 item 3). Uncoded rows stay
 * with the key's only code, else on their own.
 */
function byCampusCode(list: Row[]): Row[][] {
  // a school line under a second code is another route's (陕西 2024 湖南大学 5203 608 and 9872 479): one unit, one line
  if (list[0]?.unit_level !== 'major-group') return [list]
  const codes = new Set(list.map((r) => r.provincial_code).filter((c): c is string => typeof c === 'string' && c !== ''))
  if (codes.size < 2) return [list]
  const parts = new Map<string, Row[]>()
  for (const r of list) {
    const c = typeof r.provincial_code === 'string' ? r.provincial_code : ''
    parts.set(c, [...(parts.get(c) ?? []), r])
  }
  return [...parts.values()]
}

/** Keeps one row per unit key (and 院校代码, {@link byCampusCode}) where rows disagree on the minimum score, by {@link betterRow}. */
export function resolveConflicts(rows: Row[]): { rows: Row[]; conflictingKeys: number; dropped: number } {
  const byKey = new Map<string, Row[]>()
  for (const r of rows) {
    if (r.min_score === null || r.min_score === undefined) continue
    const k = unitKey(r)
    const list = byKey.get(k)
    if (list) list.push(r)
    else byKey.set(k, [r])
  }
  const drop = new Set<Row>()
  let conflictingKeys = 0
  for (const all of byKey.values()) {
    for (const list of byCampusCode(all)) {
      if (list.length < 2 || new Set(list.map((r) => r.min_score)).size < 2) continue
      conflictingKeys++
      const [best] = [...list].sort(betterRow)
      for (const r of list) if (r !== best) drop.add(r)
    }
  }
  return { rows: rows.filter((r) => !drop.has(r)), conflictingKeys, dropped: drop.size }
}
