import { spellsWithin } from '../../normalize/abbreviation.ts'
import { isUnlistedSchoolForm } from '../../normalize/editorial-aliases.ts'
import type { SchoolMatcher } from '../../normalize/school-matcher.ts'
import { subjectRequirementColumn, type ExamModelHint } from '../../subjects/subject-requirement-column.ts'
import { type Accumulator, batchIsVocational, noteCode, noteUnmatched } from '../accumulator.ts'
import type { Row } from '../write-tables.ts'
import { ShortNameMatcher } from './short-names.ts'

/** What every third-round reader needs: the accumulator (codes, aliases, unmatched names) and the school matcher. */
export type Ctx = {
  acc: Accumulator
  matcher: SchoolMatcher
  codeIndex: Map<string, string | null>
  short: ShortNameMatcher
  names: Map<string, string>
  /** Institutions whose level is 专科 (a 本科 row is never filed under one by its code alone). */
  vocationalIds: Set<string>
  /** The table being read: the codes it prints beside each school it names in full ({@link tableCtx}). */
  tableCodes?: Map<string, Set<string>>
}

type School = { id: string; name: string; level?: string | null }

/** The institutions table's rows as the reader context reads them. */
export const schoolsOf = (rows: Row[]): School[] =>
  rows.map((i) => ({ id: String(i.id), name: String(i.name), level: typeof i.level === 'string' ? i.level : null }))

export function newCtx(acc: Accumulator, matcher: SchoolMatcher, institutions: School[] = []): Ctx {
  // province|code → institution, built from the codes earlier sources saw; null when a code is shared by several schools.
  const codeIndex = new Map<string, string | null>()
  for (const c of acc.codes.values()) {
    const key = `${String(c.province_code)}|${String(c.code)}`
    const id = String(c.institution_id)
    codeIndex.set(key, codeIndex.has(key) && codeIndex.get(key) !== id ? null : id)
  }
  return {
    acc,
    matcher,
    codeIndex,
    short: new ShortNameMatcher(institutions),
    names: new Map(institutions.map((i) => [i.id, i.name])),
    vocationalIds: new Set(institutions.filter((i) => i.level === '专科').map((i) => i.id)),
  }
}

/**
 * The reader context for one table: which codes the table prints beside each school whose name the matcher knows.
 * A code that an earlier source tied to a school the table itself prints under other codes has moved to another
 * school (河北 2026: 0540 is 哈尔滨建筑科技职业大学, 河北大学 is 0595–0601), so it is no fallback for that table.
 */
export function tableCtx(ctx: Ctx, rows: Record<string, string>[], nameColumn = 'name', codeColumn = 'code'): Ctx {
  const tableCodes = new Map<string, Set<string>>()
  for (const r of rows) {
    const code = cellText(r[codeColumn])
    const m = code ? ctx.matcher.match(r[nameColumn] ?? '') : null
    if (m && code) tableCodes.set(m.id, (tableCodes.get(m.id) ?? new Set()).add(code))
  }
  return { ...ctx, tableCodes }
}

/**
 * Institution id for a name as printed, falling back to the provincial 院校代码 that earlier sources
 * tied to one school. A source that prints short forms (上海's 本科 table: 上海财大) is read first by the
 * reviewed alias list, and trusts a code only when the printed name fits the school it names (a stray
 * leading watermark character allowed: 教同济大学): 上海's codes move from year to year (313 is 太原理工
 * in 2024–2025 and 山西财大 in 2026), so an earlier year's code can name another school. Then the
 * short-name rules.
 */
export function resolveUnit(
  ctx: Ctx,
  province: string,
  name: string,
  code: string | null,
  sourceId: string,
  shortForms = false,
  vocational: boolean | null = null,
): string | null {
  const m = ctx.matcher.match(name)
  if (m) {
    if (m.kind !== 'exact' && !ctx.acc.aliases.has(name))
      ctx.acc.aliases.set(name, { alias: name, institution_id: m.id, kind: m.kind, source_id: sourceId, quality: 'derived' })
    return m.id
  }
  const reviewed = shortForms ? ctx.acc.editorialAliases?.match(name, province, vocational) : null
  if (reviewed) return reviewed.id
  const byCode = code ? ctx.codeIndex.get(`${province}|${code}`) : undefined
  if (byCode && code && (shortForms ? fitsPrinted(ctx, name, byCode) : codeNamesSchool(ctx, province, code, name, byCode, vocational))) return byCode
  const id = shortForms ? shortFormId(ctx, province, name, sourceId, vocational) : null
  if (id) return id
  noteUnmatched(ctx.acc, name, province)
  return null
}

/** The printed name without its bracketed remarks: 「哈尔滨建筑科技职业大学(哈尔滨市)[公办]」 → 哈尔滨建筑科技职业大学. */
export const printedCore = (printed: string): string => printed.replace(/[(（[【][^()（）[\]【】]*[)）\]】]/g, '').replace(/\s/g, '')

/**
 * A full-name source's code is the fallback for a name the matcher does not know where the name still names the code's
 * school (its core spells within the school's name, or is the core an earlier source printed beside that code), or
 * where nothing says the code has moved: a renamed school keeps its code (山东 A440 山东医药大学 is 滨州医学院), but
 * 河北 renumbers its 院校代码 between years (2025's 0540 河北大学 art line is 2026's 哈尔滨建筑科技职业大学). The code has
 * moved when the table prints the code's school under other codes, or when a 本科 row would land on a 专科 school
 * (河北 2026 2334 大连工程学院 → 2025's 昆明艺术职业学院).
 */
function codeNamesSchool(ctx: Ctx, province: string, code: string, printed: string, id: string, vocational: boolean | null): boolean {
  const core = printedCore(printed)
  // a part of the school printed after its name (北京航空航天大学中法航空学院) names it too
  const name = ctx.names.get(id)
  if (core !== '' && (fitsPrinted(ctx, core, id) || (name !== undefined && core.startsWith(name)))) return true
  const earlier = ctx.acc.codes.get(`${province}|${code}|${id}`)
  if (earlier !== undefined && core !== '' && printedCore(String(earlier.name_in_source)) === core) return true
  const printedElsewhere = [...(ctx.tableCodes?.get(id) ?? [])].some((c) => c !== code)
  return !printedElsewhere && !(vocational === false && ctx.vocationalIds.has(id))
}

function fitsPrinted(ctx: Ctx, printed: string, id: string): boolean {
  const name = ctx.names.get(id) ?? ''
  return spellsWithin(printed, name) || spellsWithin(printed.slice(1), name)
}

/**
 * The exam-province-first short-name rules (province-dependent, so no institution alias), then the
 * contraction over every school (an institution alias for school search, as before).
 */
function shortFormId(ctx: Ctx, province: string, name: string, sourceId: string, vocational: boolean | null): string | null {
  if (isUnlistedSchoolForm(name, province)) return null
  const s = ctx.acc.shortNames?.match(name, province, vocational) ?? null
  if (s) return 'id' in s ? s.id : null
  const short = ctx.short.match(name)
  if (short && !ctx.acc.aliases.has(name))
    ctx.acc.aliases.set(name, { alias: name, institution_id: short, kind: 'short', source_id: sourceId, quality: 'derived' })
  return short
}

export type Base = {
  province_code: string
  year: number
  subject_type: string
  batch: string
  unit_level: 'institution' | 'major-group' | 'major'
  source_id: string
  quality: 'official' | 'third-party'
}
export type Unit = {
  school: string
  code: string | null
  group?: string | null
  majorCode?: string | null
  major?: string | null
  minScore?: number | null
  minRank?: number | null
  plan?: number | null
  admitted?: number | null
  requirement?: string | null
  model: ExamModelHint
  /** The special-plan wording found in the name, group label or remarks (高校专项计划, 中外合作办学, 预科…), kept for plan-type classification. */
  planRemark?: string | null
  /** The source prints short forms of school names. */
  shortForms?: boolean
}

/** One admission_results row, or null when the school is unknown (counted in the build report). */
export function admissionRow(ctx: Ctx, base: Base, u: Unit): Row | null {
  const id = resolveUnit(ctx, base.province_code, u.school, u.code, base.source_id, u.shortForms, batchIsVocational(base.batch))
  if (!id) return null
  noteCode(ctx.acc, base.province_code, u.code, id, u.school, base.year, base.source_id, base.quality)
  const rank = u.minRank ?? null
  return {
    ...base,
    institution_id: id,
    institution_name: u.school,
    provincial_code: u.code,
    major_group: u.group ?? null,
    major_code: u.majorCode ?? null,
    major_name: u.major ?? null,
    min_score: u.minScore ?? null,
    min_rank: rank,
    min_rank_quality: rank === null ? null : base.quality,
    avg_score: null,
    max_score: null,
    plan_count: u.plan ?? null,
    admitted_count: u.admitted ?? null,
    requirement_text: u.requirement ?? null,
    subject_requirement: subjectRequirementColumn(u.requirement, u.model),
    plan_remark: u.planRemark ?? null,
  }
}

/** Integer from a cell; empty, labels ("不编制分省计划") and "-" give null. */
export function cellInt(v: string | undefined): number | null {
  const t = (v ?? '').replace(/,/g, '').trim()
  return /^-?\d+(\.0+)?$/.test(t) ? Math.round(Number(t)) : null
}

export function cellText(v: string | undefined): string | null {
  const t = (v ?? '').trim()
  return t === '' || t === '-' ? null : t
}
