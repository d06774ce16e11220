import { HOLLAND_TYPES, hollandCodeOfName } from '@gk/domain'
import { createRequire } from 'node:module'
import { Jieba } from '@node-rs/jieba'
import type { Lexicon, MajorEntry, ProvinceEntry, SchoolEntry } from './ai-lexicon.ts'

/** What the recogniser found in one question. */
export type Entities = {
  schools: SchoolEntry[]
  majors: MajorEntry[]
  province: ProvinceEntry | null
  /** 物理类 / 历史类 / 理科 / 文科 as the question says it */
  subjectType: string | null
  score: number | null
  rank: number | null
  year: number | null
  /** 选科 codes (physics, chemistry …) */
  subjects: string[]
  holland: string | null
  tokens: string[]
}

const require = createRequire(import.meta.url)
let jieba: Jieba | null = null

/** jieba with its default dictionary (shipped inside the npm package; loaded once, ~0.3 s). */
function segmenter(): Jieba {
  if (!jieba) {
    const { dict } = require('@node-rs/jieba/dict') as { dict: Uint8Array }
    jieba = Jieba.withDict(dict)
  }
  return jieba
}

export function segment(text: string): string[] {
  return segmenter().cut(text, false)
}

const subjectChars: Record<string, string> = {
  物: 'physics',
  化: 'chemistry',
  生: 'biology',
  政: 'politics',
  史: 'history',
  历: 'history',
  地: 'geography',
  技: 'technology',
}
const subjectWords: [RegExp, string][] = [
  [/物理(?!类)/, 'physics'],
  [/化学/, 'chemistry'],
  [/生物/, 'biology'],
  [/政治|思想政治/, 'politics'],
  [/历史(?!类)/, 'history'],
  [/地理/, 'geography'],
]

/** Chinese numerals in "2万名", "1.5万" … */
function parseRank(text: string): number | null {
  const wan = /(\d+(?:\.\d+)?)\s*万\s*(?:名|位|多名)?/.exec(text)
  if (wan && /位次|名|排/.test(text)) return Math.round(Number(wan[1]) * 10_000)
  const m = /(?:位次|排名|排)\s*(?:是|为|在|第)?\s*(\d{1,7})/.exec(text) ?? /(\d{1,7})\s*(?:名|位)(?!校)/.exec(text)
  return m ? Number(m[1]) : null
}

/**
 * Entities by forward maximum matching over the lexicon (colleges with aliases and abbreviations,
 * majors, provinces); short phrases (≤ 2 characters) must also start or end on a jieba word
 * boundary, so 人大 is not found inside 个人大概.
 */
export function recognise(question: string, lexicon: Lexicon): Entities {
  const text = question.replace(/\s+/g, '')
  const tokens = segment(text)
  const boundaries = new Set<number>()
  let offset = 0
  for (const t of tokens) {
    boundaries.add(offset)
    offset += t.length
  }
  const found: Entities = {
    schools: [],
    majors: [],
    province: null,
    subjectType: null,
    score: null,
    rank: null,
    year: null,
    subjects: [],
    holland: null,
    tokens,
  }
  for (let i = 0; i < text.length;) {
    let hit = null
    let length = 0
    for (let len = Math.min(lexicon.maxLength, text.length - i); len >= 2; len--) {
      const candidate = lexicon.phrases.get(text.slice(i, i + len))
      if (candidate && (len > 2 || boundaries.has(i) || boundaries.has(i + len) || i + len === text.length)) {
        hit = candidate
        length = len
        break
      }
    }
    if (!hit) {
      i++
      continue
    }
    if (hit.kind === 'school' && !found.schools.some((s) => s.id === hit.school.id)) found.schools.push(hit.school)
    if (hit.kind === 'major' && !found.majors.some((m) => m.id === hit.major.id)) found.majors.push(hit.major)
    if (hit.kind === 'province' && !found.province) found.province = hit.province
    i += length
  }
  // “物理590”, “历史550分”: the track word right before a score
  const type = /(物理类|历史类|理科|文科|首选物理|首选历史|物理方向|历史方向|物理(?=\d{3})|历史(?=\d{3}))/.exec(text)?.[1] ?? null
  found.subjectType = type
    ? (({ 首选物理: '物理类', 物理方向: '物理类', 首选历史: '历史类', 历史方向: '历史类', 物理: '物理类', 历史: '历史类' } as Record<string, string>)[type] ??
      type)
    : null
  const year = /(20[1-3]\d)\s*年?/.exec(text)
  found.year = year ? Number(year[1]) : null
  const withoutYear = year ? text.replace(year[0], ' ') : text
  // a bare number after the track or province (“历史类560”, “物理590”) is a score too, never 985/211
  const score =
    /(?<!\d)(\d{3,4})(?:\.\d)?\s*分/.exec(withoutYear) ??
    /(?:考了|考|分数|总分|成绩)\s*(?:是|为|有)?\s*(\d{3})(?!\d)/.exec(withoutYear) ??
    /(?:类|物理|历史|理科|文科|综合|的|，|,)\s*(?!985|211)(\d{3})(?![\d名位万])/.exec(withoutYear)
  // kept up to 9999: a score above the province's maximum is a premise to correct, not to drop
  found.score = score && Number(score[1]) <= 9999 ? Number(score[1]) : null
  found.rank = parseRank(score ? withoutYear.replace(score[0], ' ') : withoutYear)
  // 选科: compact forms (物化生, 史政地) or subject words
  const compact = /(?<![物化生政史历地技])([物化生政史历地技]{3})(?![物化生政史历地技])/.exec(text.replace(/历史|地理|生物|政治|化学|物理/g, '  '))
  const compactSubjects = compact?.[1] ? [...new Set([...compact[1]].map((c) => subjectChars[c]!))] : []
  if (compactSubjects.length === 3) found.subjects = compactSubjects
  else {
    // subject words count as 选科 when the question says so, or names two or more of them (“历史政治地理”)
    const words = [...new Set(subjectWords.filter(([re]) => re.test(text)).map(([, s]) => s))]
    if (/选科|选考|选了|再选|组合/.test(text) || words.length >= 2) found.subjects = words
  }
  if (found.subjects.includes('physics') && !found.subjectType) found.subjectType = '物理类'
  if (found.subjects.includes('history') && !found.subjects.includes('physics') && !found.subjectType) found.subjectType = '历史类'
  const holland = /(?<![A-Za-z])([RIASECriasec]{1,3})(?![A-Za-z])/.exec(question)
  if (holland?.[1] && /霍兰德|兴趣|代码|型|职业/.test(text)) found.holland = holland[1].toUpperCase()
  else {
    // the six names, plus 事务型 (the other common name of 常规型)
    const names = [...HOLLAND_TYPES.map((t) => t.name), '事务型']
    const letters = names
      .filter((name) => text.includes(name))
      .sort((a, b) => text.indexOf(a) - text.indexOf(b))
      .map((name) => hollandCodeOfName(name)!)
    if (letters.length) found.holland = [...new Set(letters)].slice(0, 3).join('')
  }
  return found
}
