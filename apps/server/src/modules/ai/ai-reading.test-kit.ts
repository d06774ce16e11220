import { classify } from './ai-intents.ts'
import type { Lexicon, LexiconHit, ProvinceEntry, SchoolEntry } from './ai-lexicon.ts'
import { recognise } from './ai-nlu.ts'
import { stripChatter } from './ai-numbers.ts'
import { fixTypos } from './ai-typos.ts'

/**
 * A small lexicon (five provinces, 郑州大学 and 浙江工业大学 with their short names) and the reading the built-in engine
 * does before it picks an intent, for unit tests of the reader that need no database.
 */
export const provinces: ProvinceEntry[] = [
  { id: 41, code: '41', name: '河南省', shortName: '河南', slug: 'henan' },
  { id: 33, code: '33', name: '浙江省', shortName: '浙江', slug: 'zhejiang' },
  { id: 37, code: '37', name: '山东省', shortName: '山东', slug: 'shandong' },
  { id: 31, code: '31', name: '上海市', shortName: '上海', slug: 'shanghai' },
  { id: 13, code: '13', name: '河北省', shortName: '河北', slug: 'hebei' },
]
export const schools: SchoolEntry[] = [
  { id: 's1', name: '郑州大学', provinceCode: '41' },
  { id: 's2', name: '浙江工业大学', provinceCode: '33' },
]
export const phrases = new Map<string, LexiconHit>([
  ...provinces.map((p) => [p.shortName, { kind: 'province', province: p }] as const),
  ['郑州大学', { kind: 'school', school: schools[0]! }],
  ['郑大', { kind: 'school', school: schools[0]! }],
  ['浙江工业大学', { kind: 'school', school: schools[1]! }],
  ['浙工大', { kind: 'school', school: schools[1]! }],
])
export const lexicon: Lexicon = { phrases, maxLength: 6, schools: new Map(schools.map((s) => [s.id, s])), provinces, currentYear: 2026 }
export const read = (q: string) => {
  const text = fixTypos(stripChatter(q), phrases, 6)
  return { text, e: recognise(text, lexicon) }
}
export const intentOf = (q: string) => {
  const { text, e } = read(q)
  return classify(text, e)?.id ?? null
}
