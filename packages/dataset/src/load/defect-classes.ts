import { namesCooperationPlan } from '@gk/domain'
import { groupTypeFixes } from '../build/defects/group-plan-types.ts'
// The audit's data defect classes (issue 29, ADR 041) as counts over admission rows, so a data test
// can expect 0 of each on the committed dataset and a script can print them for any build.
export type DefectRow = {
  province_code: string
  year: number
  subject_type: string
  batch: string | null
  unit_level: string
  institution_id: string
  institution_name: string
  major_group: string | null
  major_name: string | null
  min_score: number | null
  min_score_exact?: number | null
  min_rank: number | null
  min_rank_quality: string | null
  plan_type: string | null
  source_id?: string
  quality?: string
}
export type TableRow = { province_code: string; year: number; subject_type: string; score: number }

const route = (r: DefectRow) => `${r.batch ?? ''} ${r.major_group ?? ''}`
const all = (r: DefectRow) => `${route(r)} ${r.major_name ?? ''} ${r.institution_name}`

/** 汉语国际教育 typed 中外合作 with no cooperation marker besides the major's own 国际. */
export const cooperationByMajorName = (r: DefectRow) =>
  r.plan_type === '中外合作' &&
  /汉语国际教育/.test(r.major_name ?? '') &&
  !/中外|合作|国际(班|项目|课程|本科|学院)|4\+0/.test(all(r).replace(/汉语国际教育/g, ''))

/**
 * 双语 (实验班, 英日双语 …) typed 民族班 with no 民族 marker. 西藏 and 新疆 rows are left out: there the
 * class comes from the source's route remark (内高班/西藏班 …, not written out) or the ADR 036 rules.
 */
export const bilingualAsEthnic = (r: DefectRow) =>
  r.plan_type === '民族班' &&
  r.province_code !== '54' &&
  r.province_code !== '65' &&
  /双语/.test(all(r)) &&
  !/民汉|[藏蒙维彝]汉|民族|民语|民考|汉考|蒙授|藏语|彝语|内高|内地|新疆班|西藏班/.test(all(r))

/**
 * A batch or group that admits 预科, rural or poverty-area candidates typed 普通类. A batch that admits 预科 beside the
 * ordinary route (云南 二本及预科) is not one: its rows are checked by {@link mixedBatchSchoolLinesUnsplit}.
 */
/** A row typed 普通类 whose wording names an inter-provincial cooperation code (八协计划, 协作计划): ADR 173. */
export const cooperationAsOrdinary = (r: DefectRow) =>
  r.plan_type === '普通类' && namesCooperationPlan(`${r.institution_name} ${r.major_group ?? ''} ${r.major_name ?? ''} ${r.batch ?? ''}`)

export const specialBatchAsOrdinary = (r: DefectRow) => r.plan_type === '普通类' && /预科|农村|贫困/.test(route(r).replace(/及预科/g, ''))

/**
 * School rows of a batch that admits 预科 beside the ordinary route typed 普通类 although their table prints one
 * minimum per school over both routes (no school row of the table is a 预科 unit of its own): ADR 041 and 142.
 */
export function mixedBatchSchoolLinesUnsplit(rows: readonly DefectRow[]): DefectRow[] {
  const mixed = (r: DefectRow) => /及预科/.test(route(r)) && r.unit_level === 'institution'
  const table = (r: DefectRow) => [r.province_code, r.year, r.batch, r.major_group, r.source_id, r.quality].join('|')
  const apart = new Set(rows.filter((r) => mixed(r) && r.plan_type === '预科').map(table))
  return rows.filter((r) => mixed(r) && r.plan_type === '普通类' && !apart.has(table(r)))
}

/** 专升本 rows (not a gaokao route). */
export const upgradeRow = (r: DefectRow) => /专升本/.test(all(r))

/** A major row named by a group label ("402专业组", "会计学--选考历史+不限，04专业组。", "第101组"). */
export const majorNamedByGroup = (r: DefectRow) => r.unit_level === 'major' && /\d+专业组|^第?\d+(专业)?组$/.test((r.major_name ?? '').trim())

/** 广东 院校专业组 lines of 2022–2026 whose rank is derived although the raw sources print every group's 投档 rank. */
export const guangdongDerivedGroupRank = (r: DefectRow) =>
  r.province_code === '44' && r.year >= 2022 && r.year <= 2026 && r.unit_level === 'major-group' && r.plan_type === '普通类' && r.min_rank_quality === 'derived'

/**
 * The 广东 derived group ranks of school-years whose other ordinary groups carry a published rank: there the official
 * table covers the school, so a derived rank beside it is a published field replaced by a derived one. A school the
 * table does not list for that year (中国石油大学(华东) 2025 历史类: only another source's scores) has no published rank
 * to take, and its derived rank is the best the data has.
 */
export function guangdongDerivedBesidePublished(rows: DefectRow[]): DefectRow[] {
  const key = (r: DefectRow) => `${r.year}|${r.subject_type}|${r.institution_id}`
  const published = new Set(
    rows
      .filter(
        (r) => r.province_code === '44' && r.unit_level === 'major-group' && r.plan_type === '普通类' && r.min_rank_quality && r.min_rank_quality !== 'derived',
      )
      .map(key),
  )
  return rows.filter((r) => guangdongDerivedGroupRank(r) && published.has(key(r)))
}

/** Derived ranks of scores above the top row of their table (not derivable: the top row holds everyone above it). */
export function ranksAboveTable(rows: DefectRow[], table: TableRow[]): DefectRow[] {
  const top = new Map<string, number>()
  for (const t of table) {
    const k = `${t.province_code}|${t.year}|${t.subject_type}`
    top.set(k, Math.max(top.get(k) ?? -Infinity, t.score))
  }
  return rows.filter((r) => {
    const t = top.get(`${r.province_code}|${r.year}|${r.subject_type}`)
    return r.min_rank_quality === 'derived' && t !== undefined && r.min_score !== null && r.min_score > t
  })
}

/**
 * School-years (province, year, track, school, 本科/专科) with both an ordinary school line and ordinary
 * group lines, and those whose school line is more than 5 points above the lowest group.
 */
export function schoolAboveGroup(rows: DefectRow[]): { comparable: number; above: number } {
  const level = (r: DefectRow) => (/专科|高职|高专/.test(r.batch ?? '') ? '专科' : '本科')
  const key = (r: DefectRow) => `${r.province_code}|${r.year}|${r.subject_type}|${r.institution_id}|${level(r)}`
  const group = new Map<string, number>()
  const school = new Map<string, number>()
  for (const r of rows) {
    if (r.plan_type !== '普通类' || r.min_score === null) continue
    const k = key(r)
    if (r.unit_level === 'major-group') group.set(k, Math.min(group.get(k) ?? Infinity, r.min_score))
    if (r.unit_level === 'institution') school.set(k, Math.max(school.get(k) ?? -Infinity, r.min_score))
  }
  let comparable = 0
  let above = 0
  for (const [k, s] of school) {
    const g = group.get(k)
    if (g === undefined) continue
    comparable++
    if (s > g + 5) above++
  }
  return { comparable, above }
}

/**
 * Groups and majors whose plan types disagree (ADR 051): a group typed 普通类 whose majors are all one special
 * plan, or a major typed 普通类 inside a special-plan group. The rows the pipeline rule would change.
 */
export const groupPlanTypeMismatches = (rows: readonly (DefectRow & { provincial_code?: string | null; major_code?: string | null })[]) => groupTypeFixes(rows)

/**
 * Major units (province, year, track, batch, school, 院校代码, name, plan type) with more than one minimum score:
 * two programmes the app would read as one (山东 2026 河北工业大学 电气工程及其自动化 628 and 597). `province`
 * limits the count to one province.
 */
export function majorsWithTwoMinimums(rows: readonly (DefectRow & { provincial_code?: string | null })[], province?: string): string[] {
  const scores = new Map<string, Set<number>>()
  for (const r of rows) {
    if (r.unit_level !== 'major' || r.min_score === null || (province && r.province_code !== province)) continue
    const k = [r.province_code, r.year, r.subject_type, r.batch, r.institution_id, r.provincial_code ?? '', r.major_group, r.major_name, r.plan_type].join('|')
    scores.set(k, (scores.get(k) ?? new Set()).add(r.min_score))
  }
  return [...scores].filter(([, s]) => s.size > 1).map(([k]) => k)
}
