import type { SchoolMatcher } from '../normalize/school-matcher.ts'
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
  /** province|year|subject → 本科 line value → how many admission records carry it (controlLine field of the main source). */
  recordLines: Map<string, Map<number, number>>
  notes: string[]
}

export function newAccumulator(): Accumulator {
  return { admissions: [], plans: [], controlLines: [], rankCandidates: [], codes: new Map(), aliases: new Map(), vocationalNames: new Map(), unmatched: new Map(), recordLines: new Map(), notes: [] }
}

export function noteCode(acc: Accumulator, provinceCode: string, code: string | null, institutionId: string, name: string, year: number, sourceId: string, quality: string): void {
  if (!code) return
  const key = `${provinceCode}|${code}|${institutionId}`
  const cur = acc.codes.get(key)
  if (!cur) {
    acc.codes.set(key, { province_code: provinceCode, code, institution_id: institutionId, name_in_source: name, first_year: year, last_year: year, source_id: sourceId, quality })
    return
  }
  cur.first_year = Math.min(Number(cur.first_year), year)
  cur.last_year = Math.max(Number(cur.last_year), year)
}

export function noteUnmatched(acc: Accumulator, name: string): void {
  acc.unmatched.set(name, (acc.unmatched.get(name) ?? 0) + 1)
}

export function resolveSchool(acc: Accumulator, matcher: SchoolMatcher, name: string | null | undefined, sourceId: string): string | null {
  if (!name) return null
  const m = matcher.match(name)
  if (!m) {
    noteUnmatched(acc, name)
    return null
  }
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
