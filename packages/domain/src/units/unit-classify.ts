import type { BatchPolicy } from '../policy/province-policy.ts'
import type { SubjectRequirement } from '../subject/subject-requirement.ts'
import type { FillingMode } from '../types.ts'

// other routes of admission: earlier batches, 征集, and plans judged on another exam (art, sport,
// 对口, 专升本) or another assessment (强基, 综合评价 …); their rows never describe a batch of this list
const otherRoute = /提前|征求|征集|艺术|体育|对口|高水平|强基|综合评价|特殊类型|特殊批|专升本/
// special plans admitted inside a batch (专项, 预科, 民族班, 定向 …): they stay in the batch as their own units
const specialPlan = /专项|预科|民族|定向|国家|地方|单列|师范|中外|合作|南疆/

/**
 * Which of the policy's batches a raw `admission_results.batch` wording belongs to, or null when
 * the row is another route or cannot be placed. Batch ids come from the policy record, so the
 * rule reads the policy, not the province. A special plan without a batch in its wording belongs to
 * the main batch of its level.
 */
export function classifyBatch(raw: string, batches: readonly BatchPolicy[], mainBatchId?: string): string | null {
  if (otherRoute.test(raw)) return null
  const placed = placeBatch(raw, batches)
  if (placed !== null || !specialPlan.test(raw)) return placed
  const has = (id: string) => batches.some((b) => b.id === id)
  if (/专科|高职/.test(raw)) return has('vocational') ? 'vocational' : null
  return mainBatchId ?? null
}

function placeBatch(raw: string, batches: readonly BatchPolicy[]): string | null {
  const has = (id: string) => batches.some((b) => b.id === id)
  if (/专科|高职/.test(raw)) return has('vocational') ? 'vocational' : null
  if (has('undergraduate-1')) {
    if (/一批|一段|一本/.test(raw)) return 'undergraduate-1'
    if (/二批|二段|二本/.test(raw)) return has('undergraduate-2') ? 'undergraduate-2' : null
    return null
  }
  if (/第二段|二段/.test(raw)) return has('vocational') ? 'vocational' : null
  if (/本科|常规批|平行|第一段|普通批|统招|普通类|一批|二批|一本|二本/.test(raw)) return has('undergraduate') ? 'undergraduate' : null
  return null
}

/** The `unit_level` whose rows are the units of a filling mode. */
export const levelOfMode: Record<FillingMode, string> = { 'major-group': 'major-group', major: 'major', school: 'institution' }

/**
 * 专业组 code: the explicit code, else the leading digits of the group wording ("01专业组(不限)" → "01") or a whole
 * letter-led code ("V07"). A wording
 * that names its group ("4202002 第002组 004", 吉林's plan book) says the group even beside a code: that code is the
 * major's number inside the group, and read as the group it made every major a group of its own (ADR 082).
 */
export function groupCodeOf(majorCode: string | null, majorGroup: string | null): string | null {
  if (majorCode && /^\w{1,6}$/.test(majorCode)) return majorGroup?.match(/第(\w{1,4}?)组/)?.[1] ?? majorCode
  // 黑龙江 2025 runs the school code and the group together (1406004) and names the group after the school
  // (「东北林业大学物理类第004组(不限)」): read as no group, a year of 4,009 group lines linked to no unit (ADR 114)
  const named = majorGroup?.match(/第(\w{1,4}?)组/)?.[1]
  if (majorCode && named && majorCode.endsWith(named)) return named
  // a bare code may carry a letter: 湖南 2026 writes its 高校专项 groups 「V07」「V08」 (ADR 106), which read as no group
  // dropped those units, so the college's summary could not name the plan it leaves out
  const m = majorGroup?.match(/^\s*第?(\w{1,4}?)(组|专业组)/) ?? majorGroup?.match(/^(\d{1,4}|[A-Za-z]\d{1,3}$)/)
  return m?.[1] ?? null
}

/** Major names compared without bracket/space variants. */
export function normaliseMajor(name: string): string {
  return name.replace(/（/g, '(').replace(/）/g, ')').replace(/\s+/g, '').trim()
}

export function requirementOf(value: unknown): SubjectRequirement {
  if (value && typeof value === 'object') {
    const v = value as { first?: unknown; allOf?: unknown; anyOf?: unknown }
    const first = v.first === 'physics' || v.first === 'history' || v.first === 'either' ? v.first : null
    const list = (x: unknown) => (Array.isArray(x) ? (x.filter((s) => typeof s === 'string') as SubjectRequirement['allOf'][number][]) : [])
    return { first, allOf: list(v.allOf), anyOf: list(v.anyOf) }
  }
  return { first: null, allOf: [], anyOf: [] }
}

const qualityOrder: Record<string, number> = { official: 0, 'third-party': 1, derived: 2, estimated: 3 }
export const qualityRank = (q: string | null | undefined) => qualityOrder[q ?? ''] ?? 4

const electives = ['化学', '生物', '政治', '地理'] as const

/**
 * The 再选 requirement of a group, comparable across sources and years ("首选物理，再选化学",
 * "22专业组(化学)", "22 专业组(物理+化学)" → "化学"; "不限"), or null when the row does not state it.
 * A group number whose requirement changed between years is another group (江苏 reuses numbers).
 */
export function requirementKey(requirementText: string | null, majorGroup: string | null): string | null {
  const stated = [requirementText, majorGroup?.match(/[（(]([^()（）]*)[)）]/)?.[1]].find((t) => t && /不限|化学|生物|政治|地理|思想政治/.test(t))
  if (!stated) return null
  const found = electives.filter((e) => stated.includes(e) || (e === '政治' && stated.includes('思想政治')))
  if (found.length === 0) return '不限'
  return `${/或/.test(stated) ? '或' : ''}${found.join('+')}`
}

/** Institutions with exactly one provincial school code among the rows (a code-less row is that code's). */
export function soleCodes(rows: readonly { institution_id: string | null; provincial_code: string | null }[]): Map<string, string> {
  const codes = new Map<string, Set<string>>()
  for (const r of rows) {
    if (!r.institution_id || !r.provincial_code) continue
    let set = codes.get(r.institution_id)
    if (!set) codes.set(r.institution_id, (set = new Set()))
    set.add(r.provincial_code)
  }
  const out = new Map<string, string>()
  for (const [id, set] of codes) if (set.size === 1) out.set(id, [...set][0]!)
  return out
}

/**
 * School codes that carry the group code on their end (湖北 2025 "C10210" for school C102's 第10组, while 2026 writes
 * "C102" and "10") cut back to the school's code, so a group's years meet in one unit (ADR 050). Only where the cut
 * code is the same institution's code on another row; other rows are returned as they are.
 */
export function schoolCodesCut<
  R extends { institution_id: string | null; provincial_code: string | null; major_code: string | null; major_group: string | null },
>(rows: readonly R[]): R[] {
  const known = new Set<string>()
  for (const r of rows) if (r.institution_id && r.provincial_code) known.add(`${r.institution_id}|${r.provincial_code}`)
  return rows.map((r) => {
    const code = r.provincial_code
    const group = groupCodeOf(r.major_code, r.major_group)
    if (!code || !group || !r.institution_id || code.length <= group.length || !code.endsWith(group)) return r
    const cut = code.slice(0, -group.length)
    return known.has(`${r.institution_id}|${cut}`) ? { ...r, provincial_code: cut } : r
  })
}
