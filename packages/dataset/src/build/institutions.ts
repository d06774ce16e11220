import { pinyin } from 'pinyin-pro'
import { findProvince } from '../normalize/provinces.ts'
import { canonicalSchoolName } from '../normalize/school-name.ts'
import { SchoolMatcher } from '../normalize/school-matcher.ts'
import { FORMER_NAMES } from '../editorial/former-names.ts'
import { typeFromName } from '../normalize/institution-type.ts'
import type { RawReader } from './raw-files.ts'
import { SRC } from './sources.ts'
import type { Row } from './write-tables.ts'

type MoeCollege = {
  moeCode: string
  name: string
  province: string
  city: string
  level: string[]
  nature: string
  affiliation: string
  officialWebsite?: string
  admissionUrl?: string
}
type ChsiSchool = { code: string; name: string; address?: string; officialWebsite?: string; admissionWebsite?: string; phone?: string }
type TagRef = { project985: string[]; project211: string[] }
type AiUni = { name: string; code: string; type?: string }

/** Type from a source where one classifies the school, else from name keywords (flagged derived). */
function typeOf(fromSource: string | null, name: string): { type: string | null; type_quality: string | null } {
  if (fromSource) return { type: fromSource, type_quality: 'third-party' }
  const derived = typeFromName(name)
  return { type: derived, type_quality: derived ? 'derived' : null }
}

const NATURE: Record<string, string> = { public: '公办', private: '民办', joint: '中外合作办学' }
const blank = (s: string | undefined): string | null => (s && s.trim() !== '' ? s.trim() : null)

export type InstitutionBuild = { rows: Row[]; matcher: SchoolMatcher; formerAliases: Row[]; notes: string[] }

/**
 * Campuses the MOE list folds into one institution but that admit under a national code of their own in the
 * 阳光高考 (chsi) list: 华北电力大学(保定) is 10079 in 河北, 华北电力大学(北京) 10054 (issue #29). The MOE list has one
 * 华北电力大学 (4111010054), so 保定's lines, groups and majors sat under the Beijing id; the campus gets the id the
 * MOE scheme gives its code and province (41 + 13 河北 + 0 + 10079, as 河北大学 10075 is 4113010075), the parent's tags, and chsi's contacts.
 */
const CAMPUSES: { parent: string; code: string; provinceCode: string; city: string }[] = [
  { parent: '华北电力大学', code: '10079', provinceCode: '13', city: '保定市' },
]

function campusInstitutions(rows: Row[], chsi: Map<string, ChsiSchool>): Row[] {
  return CAMPUSES.flatMap((c) => {
    const parent = rows.find((r) => r.name === c.parent)
    const s = chsi.get(c.code)
    if (!parent || !s) return []
    return [
      {
        ...parent,
        id: `41${c.provinceCode}0${c.code}`,
        national_code: c.code,
        name: s.name,
        province_code: c.provinceCode,
        city: c.city,
        website: blank(s.officialWebsite) ?? parent.website,
        admission_site: blank(s.admissionWebsite) ?? parent.admission_site,
        address: blank(s.address),
        phone: blank(s.phone),
        pinyin: pinyin(s.name, { toneType: 'none', type: 'array', nonZh: 'removed' }).join(''),
        pinyin_initials: pinyin(s.name, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'removed' }).join(''),
        source_id: SRC.assistant,
        quality: 'official',
      },
    ]
  })
}

/** The 2,919 MOE institutions (and the campuses above) enriched from chsi (contacts), tag lists, 软科 2026 and type labels. */
export function buildInstitutions(raw: RawReader): InstitutionBuild {
  const moe = raw.json<MoeCollege[]>('liuxusummer__gaokao-advisor/public/data/common/colleges.json')
  const chsi = new Map(raw.json<ChsiSchool[]>('ymstar__gaokao-assistant/data/_all-schools.json').map((s) => [s.code, s]))
  const tags = raw.json<TagRef>('iChipOwO__shandong-admission-history-query/scripts/reference/school_tag_reference.json')
  const set985 = new Set(tags.project985.map(canonicalSchoolName))
  const set211 = new Set(tags.project211.map(canonicalSchoolName))
  // The 2022 双一流 list predates some renamings (上海体育学院 → 上海体育大学, 2023).
  const renamed = new Map(FORMER_NAMES.map(([former, current]) => [canonicalSchoolName(former), canonicalSchoolName(current)]))
  const dfc = new Set(
    raw
      .csv('manmonthW__gaokao-canmou/etl/data/dfc2022.csv')
      .map((r) => canonicalSchoolName(r.school_name ?? ''))
      .map((n) => renamed.get(n) ?? n),
  )
  const bcur = new Map(raw.csv('TexasLyn__zhejiang-gaokao-planner/data/rank-bcur2026_main.csv').map((r) => [canonicalSchoolName(r.school_name ?? ''), r]))
  const aiType = new Map(raw.json<AiUni[]>('piyingw__ai-gaokao/gaokao-crawler/data/universities.json').map((u) => [canonicalSchoolName(u.name), u.type]))

  const seen = { t985: 0, t211: 0, dfc: 0 }
  const rows: Row[] = moe.map((c) => {
    const n = canonicalSchoolName(c.name)
    const national = c.moeCode.slice(-5)
    const s = chsi.get(national)
    const b = bcur.get(n)
    const is985 = set985.has(n)
    const is211 = set211.has(n)
    const isDfc = dfc.has(n)
    if (is985) seen.t985++
    if (is211) seen.t211++
    if (isDfc) seen.dfc++
    const rankText = b?.rank ?? null
    return {
      id: c.moeCode,
      national_code: national,
      name: c.name,
      province_code: findProvince(c.province)?.code ?? null,
      city: blank(c.city),
      level: c.level[0] ?? null,
      nature: NATURE[c.nature] ?? c.nature,
      authority: blank(c.affiliation),
      ...typeOf(blank(b?.type) ?? blank(aiType.get(n)), c.name),
      is_985: is985,
      is_211: is211,
      is_double_first_class: isDfc,
      ruanke_rank: rankText && /^\d+$/.test(rankText) ? Number(rankText) : null,
      ruanke_rank_label: rankText,
      // chsi contacts are reliable; the MOE list's websites are sometimes wrong (北京大学 → bjmu).
      website: blank(s?.officialWebsite) ?? blank(c.officialWebsite),
      admission_site: blank(s?.admissionWebsite) ?? blank(c.admissionUrl),
      address: blank(s?.address),
      phone: blank(s?.phone),
      pinyin: pinyin(c.name, { toneType: 'none', type: 'array', nonZh: 'removed' }).join(''),
      pinyin_initials: pinyin(c.name, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'removed' }).join(''),
      source_id: SRC.advisor,
      quality: 'official',
    }
  })
  rows.push(...campusInstitutions(rows, chsi))
  const idByName = new Map(rows.map((r) => [canonicalSchoolName(String(r.name)), String(r.id)]))
  const former = FORMER_NAMES.flatMap(([alias, current]) => {
    const id = idByName.get(canonicalSchoolName(current))
    return id && alias !== current ? [{ alias, id }] : []
  })
  const matcher = new SchoolMatcher(
    rows.map((r) => ({ id: String(r.id), name: String(r.name) })),
    former,
  )
  const formerAliases = former.map((f) => ({ alias: f.alias, institution_id: f.id, kind: 'former', source_id: SRC.editorial, quality: 'estimated' }))
  const notes = [`985 tags matched ${seen.t985}/39, 211 ${seen.t211}/116, 双一流 ${seen.dfc}/${dfc.size} (military schools are not in the MOE list).`]
  return { rows, matcher, formerAliases, notes }
}
