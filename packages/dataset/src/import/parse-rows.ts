import { batchKey, lineCategory, normalSubjectType } from '../normalize/batch.ts'
import type { SchoolMatcher } from '../normalize/school-matcher.ts'
import { checkRankRows, type RankRow } from '../rank/rank-rows.ts'
import { subjectRequirementColumn, type ExamModelHint } from '../subjects/subject-requirement-column.ts'
import { toTuition } from '../build/num.ts'
import type { Row } from '../build/write-tables.ts'
import { classifyPlanType } from '@gk/domain'
import { COLS } from './columns.ts'
import { pick } from './read-table-file.ts'
import type { ImportKind, LineError, SourceLine, UnknownInstitution } from './types.ts'

export type ParseContext = { provinceCode: string; year: number; maxScore: number; model: ExamModelHint; sourceId: string; matcher: SchoolMatcher }
export type Parsed = { rows: Row[]; errors: LineError[]; unknown: UnknownInstitution[] }

const int = (v: string | null): number | null => (v !== null && /^-?\d+(\.0+)?$/.test(v.replace(/,/g, '')) ? Math.round(Number(v.replace(/,/g, ''))) : null)
/** "684+" / "684-750" / "684及以上" → 684 (a top bucket is stored under its lower bound). */
const scoreOf = (v: string | null): number | null =>
  int(
    v
      ?.replace(/(\+|及以上|以上)$/, '')
      .split('-')[0]
      ?.trim() ?? null,
  )

function needScore(v: string | null, ctx: ParseContext, line: number, field: string, errors: LineError[], required: boolean): number | null {
  if (v === null) {
    if (required) errors.push({ line, message: `${field} missing` })
    return null
  }
  const n = scoreOf(v)
  if (n === null) errors.push({ line, message: `${field} "${v}" is not a number` })
  else if (n < 0 || n > ctx.maxScore) errors.push({ line, message: `${field} ${n} outside 0–${ctx.maxScore}` })
  return n
}

function subjectOf(l: SourceLine, errors: LineError[]): string | null {
  const s = normalSubjectType(pick(l.values, [...COLS.subjectType]))
  if (!s) errors.push({ line: l.line, message: 'subject type (科类) missing' })
  return s
}

function parseRankTable(lines: SourceLine[], ctx: ParseContext): Parsed {
  const errors: LineError[] = []
  const bySubject = new Map<string, { row: RankRow; line: number }[]>()
  for (const l of lines) {
    const subject = subjectOf(l, errors) ?? ''
    const score = needScore(pick(l.values, [...COLS.score]), ctx, l.line, 'score', errors, true)
    const cumulative = int(pick(l.values, [...COLS.cumulative]))
    if (cumulative === null) errors.push({ line: l.line, message: 'cumulative count (累计人数) missing or not a number' })
    if (score === null || cumulative === null) continue
    const list = bySubject.get(subject) ?? []
    list.push({ row: { score, count: int(pick(l.values, [...COLS.count])), cumulative }, line: l.line })
    bySubject.set(subject, list)
  }
  const rows: Row[] = []
  for (const [subject, list] of bySubject) {
    for (const p of checkRankRows(
      list.map((x) => x.row),
      ctx.maxScore,
    ))
      errors.push({ line: list[p.index]?.line ?? 0, message: `${subject}: ${p.message}` })
    for (const { row } of list)
      rows.push({
        province_code: ctx.provinceCode,
        year: ctx.year,
        subject_type: subject,
        score: row.score,
        count: row.count,
        cumulative: row.cumulative,
        source_id: ctx.sourceId,
        quality: 'official',
      })
  }
  return { rows, errors, unknown: [] }
}

function institution(l: SourceLine, ctx: ParseContext, errors: LineError[], unknown: UnknownInstitution[]): { id: string; name: string } | null {
  const name = pick(l.values, [...COLS.school])
  if (!name) {
    errors.push({ line: l.line, message: 'institution name (院校名称) missing' })
    return null
  }
  const m = ctx.matcher.match(name)
  if (!m) {
    unknown.push({ line: l.line, name, suggestions: ctx.matcher.suggest(name) })
    errors.push({ line: l.line, message: `unknown institution "${name}"` })
    return null
  }
  return { id: m.id, name }
}

function parseUnits(kind: 'admissions' | 'plan', lines: SourceLine[], ctx: ParseContext): Parsed {
  const errors: LineError[] = []
  const unknown: UnknownInstitution[] = []
  const rows: Row[] = []
  for (const l of lines) {
    const v = l.values
    const subject = subjectOf(l, errors)
    const inst = institution(l, ctx, errors, unknown)
    const req = pick(v, [...COLS.requirement])
    const common = {
      province_code: ctx.provinceCode,
      year: ctx.year,
      subject_type: subject,
      batch: pick(v, [...COLS.batch]),
      institution_id: inst?.id ?? null,
      institution_name: inst?.name ?? null,
      provincial_code: pick(v, [...COLS.schoolCode]),
      major_group: pick(v, [...COLS.group]),
      major_code: pick(v, [...COLS.majorCode]),
      major_name: pick(v, [...COLS.major]),
      requirement_text: req,
      subject_requirement: subjectRequirementColumn(req, ctx.model),
      source_id: ctx.sourceId,
      quality: 'official',
    }
    const planType = classifyPlanType({
      batch: common.batch,
      majorGroup: common.major_group,
      institutionName: pick(v, [...COLS.school]),
      majorName: common.major_name,
      remark: pick(v, [...COLS.notes]),
    })
    if (kind === 'plan') {
      const plan = int(pick(v, [...COLS.plan]))
      if (plan === null) errors.push({ line: l.line, message: 'plan count (计划数) missing or not a number' })
      rows.push({
        ...common,
        level: pick(v, [...COLS.level])?.includes('专') ? '专科' : '本科',
        plan_count: plan,
        years: int(pick(v, [...COLS.years])),
        tuition: toTuition(pick(v, [...COLS.tuition]), int),
        notes: pick(v, [...COLS.notes]),
        plan_type: planType,
      })
      continue
    }
    const minScore = needScore(pick(v, [...COLS.minScore]), ctx, l.line, 'min score', errors, false)
    const minRank = int(pick(v, [...COLS.minRank]))
    if (minScore === null && minRank === null) errors.push({ line: l.line, message: 'neither min score nor min rank given' })
    rows.push({
      ...common,
      unit_level: common.major_name ? 'major' : common.major_group ? 'major-group' : 'institution',
      min_score: minScore,
      min_rank: minRank,
      min_rank_quality: minRank === null ? null : 'official',
      avg_score: int(pick(v, [...COLS.avgScore])),
      max_score: needScore(pick(v, [...COLS.maxScore]), ctx, l.line, 'max score', errors, false),
      plan_count: int(pick(v, [...COLS.plan])),
      admitted_count: int(pick(v, [...COLS.admitted])),
      plan_type: planType,
    })
  }
  return { rows, errors, unknown }
}

function parseControlLines(lines: SourceLine[], ctx: ParseContext): Parsed {
  const errors: LineError[] = []
  const rows: Row[] = []
  for (const l of lines) {
    const subject = subjectOf(l, errors)
    const batch = pick(l.values, [...COLS.batch])
    if (!batch) errors.push({ line: l.line, message: 'batch (批次) missing' })
    const score = needScore(pick(l.values, [...COLS.line]), ctx, l.line, 'line score', errors, true)
    const text = `${pick(l.values, [...COLS.category]) ?? ''} ${batch ?? ''}`
    rows.push({
      province_code: ctx.provinceCode,
      year: ctx.year,
      subject_type: subject,
      category: lineCategory(text),
      batch,
      batch_key: batchKey(batch ?? ''),
      score,
      source_id: ctx.sourceId,
      quality: 'official',
    })
  }
  return { rows, errors, unknown: [] }
}

/** Turns uploaded lines into rows of the target table, collecting every problem with its file line. */
export function parseRows(kind: ImportKind, lines: SourceLine[], ctx: ParseContext): Parsed {
  if (lines.length === 0) return { rows: [], errors: [{ line: 1, message: 'no data rows found' }], unknown: [] }
  if (kind === 'rank-table') return parseRankTable(lines, ctx)
  if (kind === 'control-lines') return parseControlLines(lines, ctx)
  return parseUnits(kind, lines, ctx)
}
