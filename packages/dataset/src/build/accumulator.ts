import type { SchoolAlias } from '../editorial/school-aliases.ts'
import { type EditorialAliasIndex, isUnlistedSchoolForm } from '../normalize/editorial-aliases.ts'
import type { SchoolMatcher } from '../normalize/school-matcher.ts'
import type { ShortNameIndex } from '../normalize/short-names.ts'
import type { RankCandidate } from './rank-candidates.ts'
import type { Row } from './write-tables.ts'

/** Everything the per-source readers produce, gathered before tables are chosen and written. */
export type Accumulator = {
  admissions: Row[]
  plans: Row[]
  controlLines: Row[]
  rankCandidates: RankCandidate[]
  /** province|code|institution → name as seen, first and last year. */
  codes: Map<string, Row>
  aliases: Map<string, Row>
  /** 专科 major name → first source and how often it was seen (single sightings are mostly OCR noise). */
  vocationalNames: Map<string, { sourceId: string; seen: number }>
  unmatched: Map<string, number>
  /** examProvince|level (本科/专科/'' unknown) → rows dropped for an unmatched school name, for the per-province report. */
  unmatchedByProvince: Map<string, number>
  /** examProvince|level|name → rows dropped, so the report can list each province's unmatched names for review. */
  unmatchedNames: Map<string, number>
  /** Short school names ("上海杉达") resolved per exam province, kept for the build report; null until the build sets it. */
  shortNames: ShortNameIndex | null
  /** examProvince|short → full name, id and rows recovered; ambiguous short names → their candidates. */
  shortMatches: Map<string, { province: string; level: string; short: string; full: string; id: string; rows: number }>
  shortAmbiguous: Map<string, { province: string; level: string; short: string; candidates: string[]; rows: number }>
  /** The reviewed alias list (二工大 → 上海第二工业大学), checked against the college list; null until the build sets it. */
  editorialAliases: EditorialAliasIndex | null
  /** examProvince|level|alias → rows each reviewed alias recovered. */
  editorialMatches: Map<string, { province: string; level: string; alias: string; full: string; entry: SchoolAlias; rows: number }>
  /** province|year|subject → 本科 line value → how many admission records carry it (controlLine field of the main source). */
  recordLines: Map<string, Map<number, number>>
  notes: string[]
}

export function newAccumulator(): Accumulator {
  return {
    admissions: [],
    plans: [],
    controlLines: [],
    rankCandidates: [],
    codes: new Map(),
    aliases: new Map(),
    vocationalNames: new Map(),
    unmatched: new Map(),
    unmatchedByProvince: new Map(),
    unmatchedNames: new Map(),
    shortNames: null,
    shortMatches: new Map(),
    shortAmbiguous: new Map(),
    editorialAliases: null,
    editorialMatches: new Map(),
    recordLines: new Map(),
    notes: [],
  }
}

export function noteCode(
  acc: Accumulator,
  provinceCode: string,
  code: string | null,
  institutionId: string,
  name: string,
  year: number,
  sourceId: string,
  quality: string,
): void {
  if (!code) return
  const key = `${provinceCode}|${code}|${institutionId}`
  const cur = acc.codes.get(key)
  if (!cur) {
    acc.codes.set(key, {
      province_code: provinceCode,
      code,
      institution_id: institutionId,
      name_in_source: name,
      first_year: year,
      last_year: year,
      source_id: sourceId,
      quality,
    })
    return
  }
  cur.first_year = Math.min(Number(cur.first_year), year)
  cur.last_year = Math.max(Number(cur.last_year), year)
}

export function noteUnmatched(acc: Accumulator, name: string, examProvince: string | null = null, level = ''): void {
  acc.unmatched.set(name, (acc.unmatched.get(name) ?? 0) + 1)
  const key = `${examProvince ?? ''}|${level}`
  acc.unmatchedByProvince.set(key, (acc.unmatchedByProvince.get(key) ?? 0) + 1)
  const nameKey = `${key}|${name}`
  acc.unmatchedNames.set(nameKey, (acc.unmatchedNames.get(nameKey) ?? 0) + 1)
}

/**
 * Institution id for a school name as a source prints it. examProvince and vocational (专科 batch or
 * not, null if unknown) let short forms resolve to that province's school of a fitting level.
 */
export function resolveSchool(
  acc: Accumulator,
  matcher: SchoolMatcher,
  name: string | null | undefined,
  sourceId: string,
  examProvince: string | null = null,
  vocational: boolean | null = null,
): string | null {
  if (!name) return null
  const m = matcher.match(name)
  if (!m) return resolveShort(acc, name, sourceId, examProvince, vocational)
  if (m.kind !== 'exact' && !acc.aliases.has(name)) {
    acc.aliases.set(name, { alias: name, institution_id: m.id, kind: m.kind, source_id: sourceId, quality: 'derived' })
  }
  return m.id
}

export function noteVocationalName(acc: Accumulator, cleaned: string, sourceId: string): void {
  const cur = acc.vocationalNames.get(cleaned)
  if (cur) cur.seen++
  else acc.vocationalNames.set(cleaned, { sourceId, seen: 1 })
}

/** Whether a batch is 专科 (true), says 本科 (false), or does not say (null); for the short-name level check. */
export function batchIsVocational(batch: string | null | undefined): boolean | null {
  if (/专科|高职|高专/.test(batch ?? '')) return true
  return /本科/.test(batch ?? '') ? false : null
}

/**
 * Short forms are tried only after every full-name rule failed. Many are province-dependent (海事职院
 * is a different school in 上海 and 江苏), so one becomes an institution alias (school search) only
 * when it means the same school with no province and batch level given.
 */
function resolveShort(acc: Accumulator, name: string, sourceId: string, examProvince: string | null, vocational: boolean | null): string | null {
  const level = vocational === null ? '' : vocational ? '专科' : '本科'
  const key = `${examProvince ?? ''}|${level}|${name}`
  // The reviewed list before the computed rules: a reviewer's reading is the more certain one.
  const reviewed = acc.editorialAliases?.match(name, examProvince, vocational) ?? null
  if (reviewed) {
    const cur = acc.editorialMatches.get(key)
    if (cur) cur.rows++
    else acc.editorialMatches.set(key, { province: examProvince ?? '', level, alias: name, full: reviewed.name, entry: reviewed.entry, rows: 1 })
    return reviewed.id
  }
  const s = isUnlistedSchoolForm(name, examProvince) ? null : (acc.shortNames?.match(name, examProvince, vocational) ?? null)
  if (s && 'id' in s) {
    const cur = acc.shortMatches.get(key)
    if (cur) cur.rows++
    else acc.shortMatches.set(key, { province: examProvince ?? '', level, short: name, full: s.name, id: s.id, rows: 1 })
    const anywhere = acc.shortNames?.match(name, null, null)
    if (anywhere && 'id' in anywhere && anywhere.id === s.id && !acc.aliases.has(name)) {
      acc.aliases.set(name, { alias: name, institution_id: s.id, kind: 'short', source_id: sourceId, quality: 'derived' })
    }
    return s.id
  }
  if (s) {
    const cur = acc.shortAmbiguous.get(key)
    if (cur) cur.rows++
    else acc.shortAmbiguous.set(key, { province: examProvince ?? '', level, short: name, candidates: s.ambiguous, rows: 1 })
  }
  noteUnmatched(acc, name, examProvince, level)
  return null
}
