import type { SchoolEntry } from './ai-lexicon.ts'
import type { ShortName } from './ai-lexicon-short.ts'

/**
 * The two-character short names students say most (华理, 内大, 贵医, 上大, 北航, 西电, 上交, 上财): the
 * first character of the place and the key character of the college's kind. Longest ending first, so
 * 华东理工大学 is 理工大学 (华理), not 大学.
 */
const KEYS: [string, string][] = [
  ['航空航天大学', '航'],
  ['电子科技大学', '电'],
  ['外国语大学', '外'],
  ['理工大学', '理'],
  ['医科大学', '医'],
  ['师范大学', '师'],
  ['交通大学', '交'],
  ['财经大学', '财'],
  ['农业大学', '农'],
  ['林业大学', '林'],
  ['科技大学', '科'],
  ['邮电大学', '邮'],
  ['工业大学', '工'],
  ['政法大学', '政'],
  ['大学', '大'],
]

/**
 * A province's one-character 简称, as students put it before a provincial college's key (川农 四川农业大学, 川师 四川师范大学,
 * 川外 四川外国语大学): only with the keys of 农, 师, 外, 林 — 湘大 is 湘潭大学, not 湖南大学, so 大 is never so formed.
 */
const PROVINCE_INITIAL: Record<string, string> = {
  四川: '川',
  湖南: '湘',
  江西: '赣',
  广西: '桂',
  贵州: '黔',
  云南: '滇',
  山西: '晋',
  河南: '豫',
  安徽: '皖',
  福建: '闽',
  甘肃: '陇',
  重庆: '渝',
  西藏: '藏',
}
const INITIAL_KEYS = new Set(['农', '师', '外', '林'])
/**
 * A province 简称 that is its name's second character (西藏 藏, 四川 川) names its 大学 too (藏大 西藏大学, 川大 四川大学): no
 * other college's place begins with it, as 湘 does (湘潭大学).
 */
const INITIAL_OF_UNIVERSITY = new Set(['藏', '川'])

/** The endings of a vocational college's name (ADR 095: 武铁 is 武汉铁路职业技术学院). */
const VOCATIONAL = /(职业技术学院|职业学院)$/

/** Regions colleges are named after (华东理工大学, 西南交通大学): places, though no province or city is so called. */
const REGIONS = new Set(['华东', '华南', '华中', '华北', '西南', '西北', '东北', '中南'])

/** A college's facts the derivation needs: its city (is the name's start a place?) and its tier (who a shared form means). */
export type CollegeFacts = { city: string | null; is985: boolean; is211: boolean; doubleFirst: boolean; rank: number | null }

const tier = (f: CollegeFacts | undefined) => (f?.is985 ? 3 : f?.is211 ? 2 : f?.doubleFirst ? 1 : 0)

/**
 * Every two-character form with the colleges it may mean. The name must be exactly 「place + kind」 and
 * the place a province, a region or the college's own city (贵州医科大学, 内蒙古大学, 上海大学; not 华侨大学,
 * whose 华侨 is no place). A form several colleges share is read as one of them only when that one is the
 * only 985/211/双一流 college among them (the usage is then overwhelmingly that college's); the others are
 * kept as local readings, for a candidate of their province. Otherwise all are national: the question
 * asks which one unless the candidate's province has exactly one (ai-local-names.ts).
 */
export function deriveTwoCharNames(schools: Iterable<SchoolEntry>, provinceNames: string[], facts: Map<string, CollegeFacts>): Map<string, ShortName> {
  const places = new Set(provinceNames)
  const byForm = new Map<string, SchoolEntry[]>()
  const add = (form: string, school: SchoolEntry) => byForm.set(form, [...(byForm.get(form) ?? []), school])
  // 南昌大学 is 昌大: a city's 大学 whose first-character form another college of more standing holds (南大 is 南京大学)
  const second: { form: string; first: string; school: SchoolEntry }[] = []
  const vocational: { form: string; school: SchoolEntry }[] = []
  for (const school of schools) {
    const cityOf = facts.get(school.id)?.city?.replace(/市$/, '') ?? ''
    const vocation = VOCATIONAL.exec(school.name)
    // 武汉铁路职业技术学院 is 武铁: a vocational college of 「place + one two-character field」 by the two first characters
    // (not 武汉铁路桥梁职业学院, whose field is longer); a university's form of the same two characters keeps it
    if (vocation) {
      const core = school.name.slice(0, vocation.index)
      const place = core.slice(0, 2)
      if (core.length === 4 && (places.has(place) || cityOf === place)) vocational.push({ form: place[0]! + core[2]!, school })
      continue
    }
    const key = KEYS.find(([ending]) => school.name.endsWith(ending))
    if (!key) continue
    const place = school.name.slice(0, -key[0].length)
    if (place.length < 2 || place.length > 3) continue
    const city = cityOf
    if (!places.has(place) && !REGIONS.has(place) && !(city && (city === place || city.startsWith(place)))) continue
    const form = place[0] + key[1]
    add(form, school)
    if (key[1] === '大' && place.length === 2 && !places.has(place)) second.push({ form: place[1] + '大', first: form, school })
    const initial = PROVINCE_INITIAL[place]
    if (initial && (INITIAL_KEYS.has(key[1]) || (key[1] === '大' && INITIAL_OF_UNIVERSITY.has(initial))) && initial !== place[0])
      byForm.set(initial + key[1], [...(byForm.get(initial + key[1]) ?? []), school])
  }
  for (const { form, first, school } of second) {
    const holders = byForm.get(first) ?? []
    const above = holders.some((h) => h !== school && tier(facts.get(h.id)) > tier(facts.get(school.id)))
    if (above && !byForm.has(form)) add(form, school)
  }
  for (const { form, school } of vocational) if (!byForm.has(form) || byForm.get(form)!.every((s) => VOCATIONAL.test(s.name))) add(form, school)
  // a form that is itself a place's name (大理 for 大连理工大学, 大理 the city) is never a college
  const cities = [...facts.values()].map((f) => f.city ?? '').filter(Boolean)
  const out = new Map<string, ShortName>()
  for (const [form, colleges] of byForm) {
    if (places.has(form) || cities.some((c) => c.startsWith(form))) continue
    const sorted = [...colleges].sort(
      (a, b) => tier(facts.get(b.id)) - tier(facts.get(a.id)) || (facts.get(a.id)?.rank ?? 9999) - (facts.get(b.id)?.rank ?? 9999),
    )
    const top = sorted[0]!
    const standard = sorted.length === 1 || (tier(facts.get(top.id)) >= 2 && sorted.slice(1).every((s) => tier(facts.get(s.id)) === 0))
    out.set(form, standard ? { national: [top], local: sorted.slice(1) } : { national: sorted, local: [] })
  }
  return out
}
