import type { SchoolFilter, SchoolSummary } from '@gk/contract'
import { pinyin } from 'pinyin-pro'
import type { Db } from '../../db/client.ts'
import { searchIndexRows } from './school.repository.ts'
import { schoolShortNames } from './school-short-names.ts'

/** One college with everything search and the filters need, prepared once per dataset version. */
export type SchoolEntry = {
  summary: SchoolSummary
  name: string
  pinyin: string
  initials: string
  /** former names, without decoration */
  formerNames: string[]
  /** abbreviations with their pinyin */
  shortNames: { name: string; pinyin: string; initials: string }[]
  provinceCode: string
  website: string
  admissionSite: string
  address: string
  phone: string
  nationalCode: string
  rankLabel: string
  sourceId: string
  quality: string
}

export type SchoolSearchIndex = {
  byId: Map<string, SchoolEntry>
  /** every college, best-ranked first (unranked after, by name) */
  ordered: SchoolEntry[]
  types: string[]
  natures: string[]
  /** provenance of the ranking behind `Rank` (软科 main list) */
  rank: { year: number; sourceId: string; quality: string } | null
  /** answers of recent queries (filters + text); the index never changes, so they stay valid */
  answers: Map<string, SchoolSummary[]>
}

// aliases carry source decorations such as (一流学科建设高校) or [公办]
const stripDecoration = (name: string) => name.replace(/[（(［[【].*$/u, '').trim()

const toPinyin = (text: string) => pinyin(text, { toneType: 'none', type: 'array', v: true }).join('').toLowerCase()
const toInitials = (text: string) => pinyin(text, { pattern: 'first', toneType: 'none', type: 'array' }).join('').toLowerCase()

export async function buildSchoolSearchIndex(db: Db): Promise<SchoolSearchIndex> {
  const { rows, provinces, aliases, rank } = await searchIndexRows(db)
  const provinceNames = new Map(provinces.map((p) => [p.code, p.name]))
  const formerById = new Map<string, Set<string>>()
  for (const a of aliases) {
    const name = stripDecoration(a.alias)
    if (!name) continue
    let set = formerById.get(a.institution_id)
    if (!set) formerById.set(a.institution_id, (set = new Set()))
    set.add(name)
  }
  const shortByName = new Map<string, string[]>()
  for (const [short, full] of Object.entries(schoolShortNames)) shortByName.set(full, [...(shortByName.get(full) ?? []), short])

  const entries: SchoolEntry[] = rows.map((r) => {
    const former = [...(formerById.get(r.id) ?? [])].filter((n) => n !== r.name)
    return {
      summary: {
        SchoolId: r.id,
        SchoolName: r.name,
        ProvinceId: Number(r.province_code),
        ProvinceName: provinceNames.get(r.province_code) ?? '',
        City: r.city ?? '',
        Level: r.level ?? '',
        Nature: r.nature ?? '',
        Type: r.type ?? '',
        Authority: r.authority ?? '',
        Is985: r.is_985 === true,
        Is211: r.is_211 === true,
        IsDoubleFirstClass: r.is_double_first_class === true,
        Rank: r.ruanke_rank,
        MatchedAlias: null,
      },
      name: r.name,
      pinyin: (r.pinyin ?? toPinyin(r.name)).toLowerCase(),
      initials: (r.pinyin_initials ?? toInitials(r.name)).toLowerCase(),
      formerNames: former,
      shortNames: (shortByName.get(r.name) ?? []).map((n) => ({ name: n, pinyin: toPinyin(n), initials: toInitials(n) })),
      provinceCode: r.province_code,
      website: r.website ?? '',
      admissionSite: r.admission_site ?? '',
      address: r.address ?? '',
      phone: r.phone ?? '',
      nationalCode: r.national_code ?? '',
      rankLabel: r.ruanke_rank_label ?? '',
      sourceId: r.source_id,
      quality: r.quality,
    }
  })
  entries.sort((a, b) => (a.summary.Rank ?? Infinity) - (b.summary.Rank ?? Infinity) || a.name.localeCompare(b.name, 'zh-Hans-CN'))
  const distinct = (values: string[]) => [...new Set(values.filter(Boolean))].sort((a, b) => a.localeCompare(b, 'zh-Hans-CN'))
  return {
    byId: new Map(entries.map((e) => [e.summary.SchoolId, e])),
    ordered: entries,
    types: distinct(entries.map((e) => e.summary.Type)),
    natures: distinct(entries.map((e) => e.summary.Nature)),
    rank: rank ? { year: rank.year, sourceId: rank.source_id, quality: rank.quality } : null,
    answers: new Map(),
  }
}

export function matchesFilter(entry: SchoolEntry, f: SchoolFilter): boolean {
  const s = entry.summary
  if (f.ProvinceId !== undefined && s.ProvinceId !== f.ProvinceId) return false
  if (f.City && s.City !== f.City) return false
  if (f.Level && s.Level !== f.Level) return false
  if (f.Type && s.Type !== f.Type) return false
  if (f.Nature && s.Nature !== f.Nature) return false
  if (f.Is985 && !s.Is985) return false
  if (f.Is211 && !s.Is211) return false
  if (f.IsDoubleFirstClass && !s.IsDoubleFirstClass) return false
  return true
}

/**
 * How well a college answers a typed query; lower is better, null = no match. The order is what a
 * user expects: exact name (or abbreviation), name prefix, pinyin, initials, then contains (name,
 * former name). Ties keep the ranking order of `ordered`.
 */
export function matchScore(entry: SchoolEntry, rawQuery: string): { score: number; alias: string | null } | null {
  const query = rawQuery.trim().toLowerCase().replace(/\s+/g, '')
  if (!query) return null
  if (/^[a-z]+$/.test(query)) {
    if (entry.pinyin === query || entry.shortNames.some((s) => s.pinyin === query)) return { score: 20, alias: null }
    if (entry.pinyin.startsWith(query)) return { score: 21, alias: null }
    if (entry.initials === query || entry.shortNames.some((s) => s.initials === query)) return { score: 30, alias: null }
    if (entry.initials.startsWith(query)) return { score: 31, alias: null }
    if (query.length >= 3 && entry.pinyin.includes(query)) return { score: 40, alias: null }
    return null
  }
  const name = entry.name
  if (name === query) return { score: 0, alias: null }
  if (entry.shortNames.some((s) => s.name === query)) return { score: 1, alias: null }
  const former = entry.formerNames.find((n) => n === query)
  if (former) return { score: 2, alias: former }
  if (name.startsWith(query)) return { score: 10, alias: null }
  if (name.includes(query)) return { score: 40, alias: null }
  const formerHit = entry.formerNames.find((n) => n.includes(query))
  if (formerHit) return { score: 41, alias: formerHit }
  return null
}

/** Matches of a query among the filtered colleges, best first. */
export function searchSchools(index: SchoolSearchIndex, query: string, filter: SchoolFilter): SchoolSummary[] {
  // `ordered` is already in ranking order, so bucketing by match score keeps ties in that order without a sort
  const buckets = new Map<number, SchoolSummary[]>()
  for (const entry of index.ordered) {
    if (!matchesFilter(entry, filter)) continue
    const m = matchScore(entry, query)
    if (!m) continue
    let bucket = buckets.get(m.score)
    if (!bucket) buckets.set(m.score, (bucket = []))
    bucket.push(m.alias ? { ...entry.summary, MatchedAlias: m.alias } : entry.summary)
  }
  return [...buckets.keys()].sort((a, b) => a - b).flatMap((score) => buckets.get(score) ?? [])
}

const MAX_ANSWERS = 2000
/**
 * The full ordered answer of a list query, remembered per distinct query so paging and popular
 * filters cost a lookup; the oldest answer is forgotten when the cache is full.
 */
export function answerOf(index: SchoolSearchIndex, query: string | undefined, filter: SchoolFilter): SchoolSummary[] {
  const f = filter
  const key = [query ?? '', f.ProvinceId, f.City, f.Level, f.Type, f.Nature, f.Is985, f.Is211, f.IsDoubleFirstClass].join('|')
  const known = index.answers.get(key)
  if (known) return known
  const answer = query ? searchSchools(index, query, filter) : index.ordered.filter((e) => matchesFilter(e, filter)).map((e) => e.summary)
  if (index.answers.size >= MAX_ANSWERS) index.answers.delete(index.answers.keys().next().value ?? '')
  index.answers.set(key, answer)
  return answer
}
