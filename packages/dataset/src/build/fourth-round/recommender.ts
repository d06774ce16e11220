import { gunzipSync } from 'node:zlib'
import { classifyPlanType } from '@gk/domain'
import { fitSubjectType } from '../../normalize/batch.ts'
import { PROVINCES } from '../../normalize/provinces.ts'
import { parseCsv } from '../csv.ts'
import { isMixedPreparatory, keepsOwnType, tablesListingPreparatoryApart } from '../defects/routes.ts'
import { examModel } from '../provinces.ts'
import type { RawReader } from '../raw-files.ts'
import type { Ctx } from '../third-round/unit-rows.ts'
import { admissionRow } from '../third-round/unit-rows.ts'
import type { Row } from '../write-tables.ts'
import { assignToGroups, type GroupLine } from './group-majors.ts'
import { type Lines, type SchoolFacts, placeCoveredMajors, placeSchool } from './placement.ts'
import { SRC4 } from './sources.ts'

const DIR = 'ziwemumeca61-cyber__gaokao-zhiyuan-recommender/data/real'
export const RECOMMENDER_PROVINCES = ['四川', '贵州', '河南', '安徽', '江西', '云南', '内蒙古', '甘肃', '福建', '陕西', '辽宁', '吉林', '宁夏']
/** Major rows are kept for the latest years only (school rows for every year): the older per-major history adds size, not choices. */
const MAJOR_YEARS = new Set([2024, 2025])
const OTHER_ROUTE = /专科|高职|高专|提前|征集|征求|艺术|体育|对口|专升本|特殊/
const TRACK: Record<string, string> = { 物理类: '物理', 理科: '物理', 历史类: '历史', 文科: '历史' }

export type E27 = { school: string; id: string; year: number; track: string; score: number; major: string | null }
export type Report = {
  rows: Row[]
  placed: number
  set: Map<string, number>
  unmatchedSchools: number
  groupMajors: { grouped: number; ungrouped: number; schools: number }
  /** Majors of schools an official line covers and no other source gives majors for (placeCoveredMajors). */
  coveredMajors: number
}
/** The official groups of covered schools (group-majors.ts), and the schools that already have major rows. */
export type GroupTables = { lines: Map<string, GroupLine[]>; withMajors: ReadonlySet<string> }

/**
 * Facts about each school from the other sources, keyed province|year|track|institution:
 * official (or official-table transcription) coverage, third-party ordinary minimum, 一批/二批 filing.
 */
export function schoolFacts(admissions: Row[], covering: ReadonlySet<string>): Map<string, Omit<SchoolFacts, 'level'>> {
  const facts = new Map<string, Omit<SchoolFacts, 'level'>>()
  const schoolLines = new Map<string, Record<string, number>>()
  const groupLines = new Map<string, Record<string, number>>()
  const typeOf = (a: Row) =>
    classifyPlanType({
      batch: typeof a.batch === 'string' ? a.batch : '',
      majorGroup: a.major_group as string | null,
      institutionName: a.institution_name as string | null,
      majorName: a.major_name as string | null,
      remark: (a.plan_remark as string | null | undefined) ?? null,
    })
  // a batch that mixes 预科 into the ordinary route (云南 二本及预科) gives ordinary lines only from a table that lists its
  // 预科 codes apart (the 录取日报) or by major: the rest is typed 预科 later (routes.ts, ADR 041 and 142)
  const apart = tablesListingPreparatoryApart(
    admissions.filter((a) => isMixedPreparatory(a) && a.unit_level === 'institution').map((a) => ({ ...a, plan_type: typeOf(a) })),
  )
  for (const a of admissions) {
    const track = TRACK[String(a.subject_type)]
    const batch = typeof a.batch === 'string' ? a.batch : ''
    if (!track || typeof a.min_score !== 'number' || OTHER_ROUTE.test(batch)) continue
    if (isMixedPreparatory(a) && !keepsOwnType(a, apart)) continue
    const type = typeOf(a)
    if (type !== '普通类') continue
    const k = `${String(a.province_code)}|${Number(a.year)}|${track}|${String(a.institution_id)}`
    const f = facts.get(k) ?? { covered: false }
    facts.set(k, f)
    if (a.quality === 'official' || covering.has(String(a.source_id))) {
      f.covered = true
      // the school's line of the batch: its highest school-level line (a second 院校代码's lower school line is another
      // route's: 陕西 2024 湖南大学 5203 608 and 9872 479), else its lowest group or major line
      const b = /一批|一本/.test(batch) ? '本科一批' : /二批|二本/.test(batch) ? '本科二批' : '本科批'
      const isSchool = a.unit_level === 'institution'
      const lines = (isSchool ? schoolLines : groupLines).get(k) ?? {}
      lines[b] = isSchool ? Math.max(lines[b] ?? -Infinity, a.min_score) : Math.min(lines[b] ?? Infinity, a.min_score)
      ;(isSchool ? schoolLines : groupLines).set(k, lines)
    } else f.reference = Math.min(f.reference ?? Infinity, a.min_score)
    if (/一批|一本/.test(batch)) f.knownBatch = '本科一批'
    else if (/二批|二本/.test(batch) && !f.knownBatch) f.knownBatch = '本科二批'
  }
  for (const [k, f] of facts) if (f.covered) f.official = { ...groupLines.get(k), ...schoolLines.get(k) }
  return facts
}

/** The lowest ordinary 本科 line (and the 一批 line in a 一批/二批 year) per province|year|track. */
export function benkeLines(lines: Row[]): Map<string, Lines> {
  const out = new Map<string, Lines>()
  for (const l of lines) {
    const track = TRACK[String(l.subject_type)]
    const score = typeof l.score === 'number' ? l.score : null
    if (!track || score === null || l.category !== '普通类' || !/^bk\d?$/.test(String(l.batch_key))) continue
    const k = `${String(l.province_code)}|${Number(l.year)}|${track}`
    const cur = out.get(k) ?? { benke: Infinity }
    cur.benke = Math.min(cur.benke, score)
    if (l.batch_key === 'bk1') cur.first = score
    if (l.batch_key !== 'bk') cur.split = true
    out.set(k, cur)
  }
  return out
}

/**
 * Lines the line tables lack (福建 2025 历史类), from the floor of an official 本科批 院校专业组 table
 * of that year: the lowest ordinary group line of a full table is the 本科 line (福建 441/450, 河南
 * 427/471 in entries 29 and 31). Only tables with at least 300 ordinary groups count.
 */
export function floorLines(admissions: Row[], sources: ReadonlySet<string>, lines: Map<string, Lines>): number {
  const floors = new Map<string, number[]>()
  for (const a of admissions) {
    const track = TRACK[String(a.subject_type)]
    if (!track || a.unit_level !== 'major-group' || !sources.has(String(a.source_id)) || typeof a.min_score !== 'number') continue
    if (
      classifyPlanType({
        batch: String(a.batch),
        majorGroup: null,
        institutionName: a.institution_name as string,
        majorName: a.major_name as string,
        remark: (a.plan_remark as string | null) ?? null,
      }) !== '普通类'
    )
      continue
    const k = `${String(a.province_code)}|${Number(a.year)}|${track}`
    floors.set(k, [...(floors.get(k) ?? []), a.min_score])
  }
  let added = 0
  for (const [k, scores] of floors) {
    if (lines.has(k) || scores.length < 300) continue
    lines.set(k, { benke: Math.min(...scores) })
    added++
  }
  return added
}

/**
 * Reads entry 27 and places its rows (placement.ts). Emits, per placed school, province, year and track,
 * one school row (the minimum over the placed majors) and the placed majors whose name was recovered.
 */
export function readRecommender(
  raw: RawReader,
  ctx: Ctx,
  lines: Map<string, Lines>,
  facts: Map<string, Omit<SchoolFacts, 'level'>>,
  levels: Map<string, string | null>,
  groupTables: GroupTables = { lines: new Map(), withMajors: new Set() },
): Report {
  const schools = new Map(raw.csv(`${DIR}/schools.csv`).map((s) => [s.id ?? '', s.name ?? '']))
  const names = new Map(raw.csv(`${DIR}/major_names_recovered.csv`).map((m) => [m.major_id ?? '', m.major_name_recovered ?? '']))
  const ids = new Map<string, string | null>()
  const set = new Map<string, number>()
  const count = (k: string, n = 1) => set.set(k, (set.get(k) ?? 0) + n)
  const out: Row[] = []
  let placed = 0
  const groupMajors = { grouped: 0, ungrouped: 0, schools: 0 }
  let coveredMajors = 0
  for (const province of RECOMMENDER_PROVINCES) {
    const code = PROVINCES.find((p) => p.short === province)!.code
    const groups = new Map<string, E27[]>()
    for (const r of parseCsv(
      gunzipSync(raw.buffer(`${DIR}/admissions/${province}.csv.gz`))
        .toString('utf8')
        .replace(/^\uFEFF/, ''),
    )) {
      const sid = r.school_id ?? ''
      if (!ids.has(sid)) ids.set(sid, ctx.matcher.match(schools.get(sid) ?? '')?.id ?? null)
      const id = ids.get(sid)
      const score = Number(r.min_score)
      if (!id || !Number.isFinite(score)) {
        count('unmatched-school')
        continue
      }
      const e: E27 = { school: schools.get(sid)!, id, year: Number(r.year), track: r.subject_type ?? '', score, major: names.get(r.major_id ?? '') ?? null }
      const k = `${e.year}|${e.track}|${id}`
      const list = groups.get(k) ?? []
      list.push(e)
      groups.set(k, list)
    }
    for (const [k, all] of groups) {
      const [year, track, id] = k.split('|') as [string, string, string]
      const lk = `${code}|${year}|${track}`
      const line = lines.get(lk)
      if (!line || !Number.isFinite(line.benke)) {
        count('no-line', all.length)
        continue
      }
      // a name that marks a special plan is never an ordinary row: it neither places nor lowers the school (ADR 077)
      const list = all.filter((e) => !isSpecialName(e.major))
      const special = all.filter((e) => isSpecialName(e.major))
      if (special.length) {
        count('special-name', special.length)
        if (levels.get(id) !== '专科' && MAJOR_YEARS.has(Number(year))) out.push(...specialRows(ctx, code, Number(year), track, line, special))
      }
      const p = placeSchool(
        list.map((e) => e.score),
        line,
        { level: levels.get(id) ?? null, ...(facts.get(`${lk}|${id}`) ?? { covered: false }) },
      )
      for (const [reason, n] of p.set) count(reason, n)
      const groups = groupTables.lines.get(`${lk}|${id}`)
      if (!p.kept.length && groups && MAJOR_YEARS.has(Number(year)) && !groupTables.withMajors.has(`${lk}|${id}`)) {
        // a school the official group table covers: its majors go to the group the scores allow (group-majors.ts)
        const rows = groupedMajors(ctx, code, Number(year), track, list, groups)
        if (rows.length) groupMajors.schools++
        for (const r of rows) {
          if (r.major_group) groupMajors.grouped++
          else groupMajors.ungrouped++
          out.push(r)
        }
      }
      const schoolKey = `${lk}|${id}`
      if (!p.kept.length && !groups && MAJOR_YEARS.has(Number(year)) && !groupTables.withMajors.has(schoolKey)) {
        const c = placeCoveredMajors(
          list.map((e) => e.score),
          line,
          { level: levels.get(id) ?? null, ...(facts.get(schoolKey) ?? { covered: false }) },
        )
        for (const [reason, n] of c.set) count(reason, n)
        const model = examModel(code, Number(year))
        const subject = fitSubjectType(track === '物理' ? '物理类' : '历史类', model)!
        const base = {
          province_code: code,
          year: Number(year),
          subject_type: subject,
          batch: c.batch,
          source_id: SRC4.recommender,
          quality: 'third-party' as const,
        }
        for (const i of c.kept) {
          const e = list[i]!
          if (!e.major) continue
          const m = admissionRow(ctx, { ...base, unit_level: 'major' }, { school: e.school, code: null, major: e.major, minScore: e.score, model })
          if (m) {
            out.push(m)
            coveredMajors++
          }
        }
      }
      if (!p.kept.length) continue
      placed += p.kept.length
      const kept = p.kept.map((i) => list[i]!)
      const subject = fitSubjectType(track === '物理' ? '物理类' : '历史类', examModel(code, Number(year)))!
      const base = {
        province_code: code,
        year: Number(year),
        subject_type: subject,
        batch: p.batch,
        source_id: SRC4.recommender,
        quality: 'third-party' as const,
      }
      const model = examModel(code, Number(year))
      const school = kept[0]!.school
      const min = Math.min(...kept.map((e) => e.score))
      const row = admissionRow(ctx, { ...base, unit_level: 'institution' }, { school, code: null, minScore: min, model })
      if (row) out.push(row)
      if (!MAJOR_YEARS.has(Number(year))) continue
      for (const e of kept) {
        if (!e.major) continue
        const m = admissionRow(ctx, { ...base, unit_level: 'major' }, { school, code: null, major: e.major, minScore: e.score, model })
        if (m) out.push(m)
      }
    }
  }
  return { rows: out, placed, set, unmatchedSchools: [...ids.values()].filter((v) => v === null).length, groupMajors, coveredMajors }
}

/** Markers that only a special plan's name carries (a bare 农村区域发展 or 中文国际教育 is an ordinary major). */
const SPECIAL_NAME = /预科|民族班|专项|中外合作|合作办学/
export const isSpecialName = (name: string | null): boolean => name !== null && SPECIAL_NAME.test(name)

/**
 * Entry 27's majors whose name marks a special plan, as major rows of that plan: the plan type is read from the
 * name by the classifier later (assignPlanTypes), so they are answered as special-plan lines, never as ordinary ones.
 */
function specialRows(ctx: Ctx, code: string, year: number, track: string, line: Lines, rows: E27[]): Row[] {
  const model = examModel(code, year)
  const subject = fitSubjectType(track === '物理' ? '物理类' : '历史类', model)!
  // the batch the special plan is admitted in: the merged 本科批, else 一批 when the row reaches the 一批 line
  const batch = (score: number) => (!line.split ? '本科批' : line.first !== undefined && score >= line.first ? '本科一批' : '本科二批')
  return rows.flatMap((e) => {
    const base = {
      province_code: code,
      year,
      subject_type: subject,
      batch: batch(e.score),
      unit_level: 'major' as const,
      source_id: SRC4.recommender,
      quality: 'third-party' as const,
    }
    const row = admissionRow(ctx, base, { school: e.school, code: null, major: e.major, minScore: e.score, model })
    return row ? [row] : []
  })
}

/** Entry 27's recovered-name majors of one covered school, each in its official group where the scores allow one. */
function groupedMajors(ctx: Ctx, code: string, year: number, track: string, list: E27[], groups: GroupLine[]): Row[] {
  const named = list.filter((e) => e.major !== null)
  const model = examModel(code, year)
  const subject = fitSubjectType(track === '物理' ? '物理类' : '历史类', model)!
  const base = {
    province_code: code,
    year,
    subject_type: subject,
    batch: '本科批',
    unit_level: 'major' as const,
    source_id: SRC4.recommender,
    quality: 'third-party' as const,
  }
  const seen = new Set<string>()
  return assignToGroups(
    named.map((e) => e.score),
    groups,
    list.map((e) => e.score),
  ).flatMap((g, i) => {
    const e = named[i]!
    if (g === undefined || seen.has(e.major!)) return []
    seen.add(e.major!)
    const row = admissionRow(ctx, base, {
      school: e.school,
      code: g?.code ?? null,
      group: g?.group ?? null,
      major: e.major,
      minScore: e.score,
      requirement: g?.requirement ?? null,
      model,
    })
    return row ? [row] : []
  })
}
