import type { LexiconHit, SchoolEntry } from './ai-lexicon.ts'
import { deriveTwoCharNames, type CollegeFacts } from './ai-lexicon-two-char.ts'

/**
 * The kind of a college (what its name ends with) and the short endings students use for it:
 * 浙江工业大学 → 浙工大, 广西医科大学 → 广西医大 / 广西医科大, 中国药科大学 → 药大. The longest ending wins.
 */
export const KINDS: [string, string[]][] = [
  ['电子科技大学', ['电子科大']],
  ['中医药大学', ['中医大', '中医药大']],
  ['外国语大学', ['外大', '外国语']],
  ['工业大学', ['工大']],
  ['邮电大学', ['邮', '邮电']],
  ['医科大学', ['医大', '医科大']],
  ['药科大学', ['药大']],
  ['师范大学', ['师大']],
  ['农业大学', ['农大']],
  ['财经大学', ['财大']],
  ['科技大学', ['科大']],
  ['理工大学', ['理工', '理工大']],
  ['交通大学', ['交大']],
  ['林业大学', ['林大']],
  ['石油大学', ['石大']],
  ['民族大学', ['民大']],
  ['海洋大学', ['海大']],
  ['矿业大学', ['矿大']],
  ['大学', ['大']],
]

/**
 * Places that end in 海 (the character also ends 河海, which is no place): their 大学 is 「X大」 like any other. Not 青海:
 * 青大 is 青岛大学 to everyone outside 青海, and a form read both ways would ask every student which one.
 */
const SEA_PLACES = /^(上海|渤海|珠海|北海)$/

/** A short name's colleges: `national` read anywhere, `local` only by a candidate of that college's province. */
export type ShortName = {
  national: SchoolEntry[]
  local: SchoolEntry[]
  /** a name without its leading place (海事大学, ai-lexicon-place-parts.ts): a college only as said whole, never a tail */
  afterPlace?: boolean
}

/**
 * Short names from every college named 「place + kind」 (the place a province, a city or a region of one
 * or two characters before the kind, or 中国): the place's first character or the place whole with the
 * kind's short ending (浙工大, 广西医大), and for 中国 the short ending alone (药大, 矿大). Read locally only:
 * a college's ending alone in its own province (沈阳药科大学 is 药大 to a 辽宁 candidate), and a
 * province-named 大学 by the place's second character (广西大学 is 西大 in 广西). A form several colleges
 * share keeps them all; the candidate's province picks one (ai-local-names.ts).
 */
export function deriveShortNames(schools: Iterable<SchoolEntry>, provinceNames: string[]): Map<string, ShortName> {
  const out = new Map<string, ShortName>()
  const add = (form: string, school: SchoolEntry, local: boolean) => {
    if (form.length < 2 || form === school.name) return
    const had = out.get(form) ?? { national: [], local: [] }
    const list = local ? had.local : had.national
    if (!list.includes(school)) list.push(school)
    out.set(form, had)
  }
  for (const school of schools) {
    const kind = KINDS.find(([ending]) => school.name.endsWith(ending))
    if (!kind) continue
    const place = school.name.slice(0, -kind[0].length)
    // only a bare place: 浙江工业大学, not 浙江工商大学 (工商 is not a place) nor 哈尔滨工程大学
    // a place ending in 海 is a place only when it is one (上海大学 上大, 渤海大学 渤大), never 河海;
    // kind 大学 only (上海海洋大学 is no 「上海大」)
    const sea = kind[0] === '大学' && SEA_PLACES.test(place)
    if (place.length < 2 || place.length > 3 || (!sea && /[工商理医师农财科技交林海矿药外语民族石油大学院]/.test(place.slice(1)))) continue
    for (const short of kind[1]) {
      if (place === '中国') {
        add(short, school, false)
        continue
      }
      // 西大 alone is only said for a 大学 of a two-character place (西北大学, 西南大学)
      if (short !== '大' || place.length === 2) add(place[0] + short, school, false)
      if (short !== '大') add(place + short, school, false)
      if (short !== '大') add(short, school, true)
    }
    // 广西大学 → 西大: a province's own 大学 by the province's second character, for its candidates
    if (kind[0] === '大学' && place.length === 2 && provinceNames.includes(place) && !sea) add(place[1] + '大', school, true)
  }
  return out
}

/** Everyday words that a derived 「X大」 would shadow (广大考生, 长大以后): never read as a college. */
const EVERYDAY = new Set([
  '长大',
  '广大',
  '重大',
  '强大',
  '巨大',
  '伟大',
  '最大',
  '较大',
  '很大',
  '更大',
  '加大',
  '扩大',
  '放大',
  '增大',
  '大大',
  '远大',
  '盛大',
  '正大',
  '高大',
  '老大',
  '宽大',
  '太大',
  '多大',
])

/**
 * Adds the short names read anywhere to the phrases (never over an existing phrase, so a hand-listed
 * abbreviation or an alias wins); a form of several colleges stands for the first until the
 * candidate's province decides. Returns the forms added, with their colleges, for that decision.
 */
export function addShortNames(
  phrases: Map<string, LexiconHit>,
  schools: Iterable<SchoolEntry>,
  provinceNames: string[],
  facts: Map<string, CollegeFacts> = new Map(),
): Map<string, ShortName> {
  const list = [...schools]
  const all = deriveShortNames(list, provinceNames)
  // 华理, 内大, 贵医: the two-character forms, where the longer derivation has none (ai-lexicon-two-char.ts)
  // 藏大: a form read only locally above (a province's second character) that the two-character derivation reads as one
  // college everywhere (西藏's 简称 is 藏) is read so everywhere
  for (const [form, names] of deriveTwoCharNames(list, provinceNames, facts)) {
    const had = all.get(form)
    if (!had) all.set(form, names)
    // only when no other college is read locally by it: a form some province reads as another college stays local (it
    // would otherwise make every question with it ask for the saved province, a college's facts too)
    else if (!had.national.length && names.national.length === 1 && had.local.every((s) => s === names.national[0]))
      all.set(form, { national: names.national, local: [] })
  }
  for (const [form, { national }] of all) {
    // a form the lexicon already reads (北大, 南大, 哈工大) keeps its reading everywhere
    if (EVERYDAY.has(form) || !national.length || phrases.has(form)) all.delete(form)
    else phrases.set(form, { kind: 'school', school: national[0]! })
  }
  return all
}
