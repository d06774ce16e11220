import type { Lexicon } from './ai-lexicon.ts'
import type { Entities } from './ai-nlu.ts'

/**
 * A question of one college asked of several at once (「武大、华科、中南的学费各多少」, 「湖大跟中南2025年的最低分」,
 * 「郑大和河大有没有临床医学」): every college named is answered, each by the same answer as if asked alone (ADR 147).
 * ADR 137 did this for the lines (a table) and the chance; the intents here read only the first college.
 */
const OF_ONE_COLLEGE = new Set([
  'admission_history',
  'enrollment_plan',
  'major_groups',
  'major_offered',
  'school_contact',
  'school_location',
  'school_overview',
  'school_rank',
  'school_strengths',
  'school_tier',
  'special_plan',
  'subject_requirement',
])

/** At most this many colleges answered in turn; the rest are named as left (each answer is a full one). */
const EACH_AT_MOST = 4

/** 「常州的不算」, 「不含仁济学院」: a college named to be left out is not one asked (ADR 095, 097). */
const LEFT_OUT = /不算|不含|不要|别算|除了|除开|排除|不包括|不考虑/

/**
 * How many colleges the question itself names by a name the lexicon knows (longest first, not overlapping). A name
 * glossed right after it (「南大（南昌大学）」) is one college, and a reading no name of the question carries (a slip
 * read inside another word) is no college asked: only names said as names make several.
 */
export function collegesNamed(question: string, lexicon: Pick<Lexicon, 'phrases' | 'maxLength'>): number {
  const text = question.replace(/\s+/g, ' ')
  const found: { from: number; to: number; whole: boolean }[] = []
  for (let i = 0; i < text.length; i++) {
    for (let n = Math.min(lexicon.maxLength, text.length - i); n >= 2; n--) {
      const hit = lexicon.phrases.get(text.slice(i, i + n))
      if (hit?.kind !== 'school') continue
      const whole = /(大学|学院|大)$/.test(text.slice(i, i + n))
      if (!/^[（(]/.test(text.slice(i + n))) found.push({ from: i, to: i + n, whole })
      i += n - 1
      break
    }
  }
  // a short name with no ending inside a word (渡河工程's 河工程) is no name said: one side must be a pause, a joining
  // word or another name (「武大武理工」, 「南航 南理工」, 「郑大和河大」)
  const edge = (at: number, side: 'to' | 'from') =>
    at < 0 || at >= text.length || JOINS.test(text[at]!) || found.some((f) => f[side] === (side === 'to' ? at + 1 : at))
  return found.filter((f) => f.whole || edge(f.from - 1, 'to') || edge(f.to, 'from')).length
}

/** What may stand beside a college's short name: not a character of Han, or a word joining or asking of it. */
const JOINS = /[^\u4e00-\u9fff]|[和跟与及或还同呢也都各的在是去今前近有]/

/** The colleges a question of one college names, each once, in the order said; empty when it names one. */
export function collegesEach(
  intentId: string,
  e: Pick<Entities, 'schools'>,
  question: string,
  lexicon: Pick<Lexicon, 'phrases' | 'maxLength'>,
): Entities['schools'] {
  if (!OF_ONE_COLLEGE.has(intentId) || LEFT_OUT.test(question)) return []
  const distinct = [...new Map(e.schools.map((s) => [s.id, s])).values()]
  return distinct.length >= 2 && collegesNamed(question, lexicon) >= 2 ? distinct : []
}

/**
 * The answer for every college named, one after another; a major named for each college in turn (「浙大计算机和浙工大
 * 软件工程」) stays with its college, as the fee answer pairs them.
 */
export async function answerEachCollege(
  intentId: string,
  e: Entities,
  asked: { question: string; lexicon: Lexicon },
  answer: (one: Entities) => Promise<string>,
): Promise<string> {
  const colleges = collegesEach(intentId, e, asked.question, asked.lexicon)
  if (colleges.length === 0) return answer(e)
  const paired = e.majors.length === colleges.length
  const out: string[] = []
  for (const [i, school] of colleges.slice(0, EACH_AT_MOST).entries())
    out.push(await answer({ ...e, schools: [school], majors: paired ? [e.majors[i]!] : e.majors }))
  const left = colleges.slice(EACH_AT_MOST).map((s) => s.name)
  if (left.length) out.push(`一次最多答 ${EACH_AT_MOST} 所；${left.join('、')}请再单独问我。`)
  return out.join('\n\n---\n\n')
}
