import { groupCodeOf } from '@gk/domain'

/**
 * A 院校专业组 has one plan type: 中外合作, 专项 and 预科 majors are filled in their own groups. Sources type a
 * group from its own label and a major from its name, so one of the two can miss the marker: 河南 2025's group
 * 201 is 中外合作 by its number while a school site lists its majors as bare names under 第201组; another
 * source's group line carries no label while every one of its majors says 中外合作办学. The app builds a group's
 * majors and its plan type from these rows (issue #29), so the pipeline makes them agree (ADR 051):
 *  - a group typed 普通类 whose majors are all typed one other plan type takes that type;
 *  - a major typed 普通类 in a group typed a special plan (not 其他) takes the group's type;
 *  - where the school's majors carry no group code (湖北 2025 武汉科技大学: groups 03–12, majors by name only), a
 *    group typed 普通类 whose line is below every ordinary major of the school and equals the minimum of majors
 *    of one special plan (机械工程（中外合作办学） 551 = 第11组 551) is that plan's group: a group's line is its
 *    lowest major's, and no ordinary major reaches that low — unless the group has ordinary majors of its own, or
 *    the source of the group row labels that plan's groups of the school itself (ADR 110: 湖南 2024's official
 *    table prints 湖南大学 第307组(国家专项), so its unlabelled 第105组 at 603 is ordinary although a 国家专项
 *    major also scored 603).
 * Groups are matched within one province, year, track, school, 本科/专科 level and 院校代码 (a row without its
 * code takes the school's only code of that province-year-track).
 */
export type GroupTypedRow = {
  province_code?: unknown
  year?: unknown
  subject_type?: unknown
  batch?: unknown
  unit_level?: unknown
  institution_id?: unknown
  provincial_code?: unknown
  major_group?: unknown
  major_code?: unknown
  plan_type?: unknown
  min_score?: unknown
  source_id?: unknown
  quality?: unknown
}

export type GroupTypeFix = { row: GroupTypedRow; to: string; kind: 'group-from-majors' | 'major-from-group' | 'group-by-score' }
const SPECIAL = new Set(['中外合作', '合作办学', '国家专项', '地方专项', '高校专项', '预科', '民族班', '定向', '公费师范'])

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null)
const level = (r: GroupTypedRow) => (/专科|高职|高专/.test(str(r.batch) ?? '') ? '专科' : '本科')
const schoolYear = (r: GroupTypedRow) => [r.province_code, r.year, r.subject_type, r.institution_id, level(r)].map(String).join('|')

/** The plan-type changes that make every group and its majors agree (none on a consistent dataset). */
export const groupTypeFixes = (rows: readonly GroupTypedRow[]): GroupTypeFix[] => planGroupTypes(rows).fixes

/** The fixes, and the groups the score rule leaves 普通类 because their source labels that plan's groups itself. */
function planGroupTypes(rows: readonly GroupTypedRow[]): { fixes: GroupTypeFix[]; keptLabelled: GroupTypedRow[] } {
  const codes = new Map<string, Set<string>>()
  for (const r of rows) {
    const c = str(r.provincial_code)
    if (!c) continue
    const k = schoolYear(r)
    codes.set(k, (codes.get(k) ?? new Set()).add(c))
  }
  const keyOf = (r: GroupTypedRow): string | null => {
    const group = groupCodeOf(str(r.major_code), str(r.major_group))
    if (group === null) return null
    const sy = schoolYear(r)
    const known = codes.get(sy)
    const code = str(r.provincial_code) ?? (known?.size === 1 ? [...known][0]! : '')
    return `${sy}|${code}|${group}`
  }
  const groups = new Map<string, GroupTypedRow[]>()
  const majors = new Map<string, GroupTypedRow[]>()
  const uncoded = new Map<string, GroupTypedRow[]>()
  for (const r of rows) {
    if (r.unit_level !== 'major-group' && r.unit_level !== 'major') continue
    const k = keyOf(r)
    if (k === null && r.unit_level === 'major' && typeof r.min_score === 'number') {
      const sy = schoolYear(r)
      uncoded.set(sy, [...(uncoded.get(sy) ?? []), r])
    }
    if (k === null) continue
    const m = r.unit_level === 'major-group' ? groups : majors
    m.set(k, [...(m.get(k) ?? []), r])
  }
  const fixes: GroupTypeFix[] = []
  const keptLabelled: GroupTypedRow[] = []
  for (const [k, gs] of groups) {
    const ms = majors.get(k)
    if (!ms?.length) continue
    const types = new Set(ms.map((m) => String(m.plan_type)))
    const only = types.size === 1 ? [...types][0]! : null
    for (const g of gs) {
      if (g.plan_type === '普通类' && only !== null && only !== '普通类') fixes.push({ row: g, to: only, kind: 'group-from-majors' })
    }
    const special = gs.map((g) => String(g.plan_type)).find((t) => t !== '普通类' && t !== '其他')
    if (special === undefined || gs.some((g) => g.plan_type === '普通类')) continue
    for (const m of ms) if (m.plan_type === '普通类') fixes.push({ row: m, to: special, kind: 'major-from-group' })
  }
  const fixed = new Set(fixes.map((f) => f.row))
  // the special plans each source labels in its own group rows of a school (typed before any fix here)
  const sourceOf = (g: GroupTypedRow) => `${schoolYear(g)}|${String(g.source_id)}|${String(g.quality)}`
  const labelled = new Map<string, Set<string>>()
  for (const gs of groups.values())
    for (const g of gs) if (SPECIAL.has(String(g.plan_type))) labelled.set(sourceOf(g), (labelled.get(sourceOf(g)) ?? new Set()).add(String(g.plan_type)))
  for (const [k, gs] of groups) {
    // a group with ordinary majors of its own (a source named them, or the build joined them: join-group-majors.ts)
    // is typed by them, not by the score of the school's uncoded majors
    if (majors.get(k)?.some((m) => m.plan_type === '普通类')) continue
    for (const g of gs) {
      if (g.plan_type !== '普通类' || typeof g.min_score !== 'number' || fixed.has(g)) continue
      const ms = uncoded.get(schoolYear(g)) ?? []
      const ordinary = ms.filter((m) => m.plan_type === '普通类').map((m) => m.min_score as number)
      if (!ordinary.length || g.min_score >= Math.min(...ordinary)) continue
      const types = new Set(ms.filter((m) => SPECIAL.has(String(m.plan_type)) && m.min_score === g.min_score).map((m) => String(m.plan_type)))
      if (types.size !== 1) continue
      const to = [...types][0]!
      // a table that prints this plan's groups of the school with their label (第307组(国家专项)) would have
      // labelled this one too: unlabelled there means ordinary, and the equal score is a coincidence
      if (labelled.get(sourceOf(g))?.has(to)) keptLabelled.push(g)
      else fixes.push({ row: g, to, kind: 'group-by-score' })
    }
  }
  return { fixes, keptLabelled }
}

/** Applies {@link groupTypeFixes}; returns how many group and major rows changed type, and how many the score rule left alone (ADR 110). */
export function completeGroupPlanTypes(rows: GroupTypedRow[]): { groups: number; majors: number; byScore: number; keptLabelled: number } {
  const { fixes, keptLabelled } = planGroupTypes(rows)
  for (const f of fixes) f.row.plan_type = f.to
  const n = (kind: GroupTypeFix['kind']) => fixes.filter((f) => f.kind === kind).length
  return { groups: n('group-from-majors'), majors: n('major-from-group'), byScore: n('group-by-score'), keptLabelled: keptLabelled.length }
}
