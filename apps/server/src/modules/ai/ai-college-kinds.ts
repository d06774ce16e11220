import { KINDS } from './ai-lexicon-short.ts'
import type { Lexicon } from './ai-lexicon.ts'

/**
 * A kind of college said as a word (医科大学, 师范大学, 财经大学): what a student asks for when choosing among many
 * (「推荐几个医科大学」, 「能上哪些师范大学」), not the name of one. The kinds are the endings of the dataset's names that
 * short forms are derived from (ai-lexicon-short.ts); 大学 alone is too short to be taken for a name anyway.
 */
const ENDINGS = KINDS.map(([ending]) => ending).filter((e) => e !== '大学')

/**
 * True when the short form at `i` (医科大, 中国医科大学's national short name) only begins a kind said whole
 * (医科大学): the recogniser then reads no college there. A full name (中国医科大学, 首都医科大学) starts earlier and
 * is matched before, so it is never cut. A kind typed with a slip (医科大雪) is put right before (ai-typos.ts).
 */
export function kindWordAt(text: string, i: number, length: number): boolean {
  const rest = text.slice(i)
  const form = text.slice(i, i + length)
  if (ENDINGS.some((kind) => kind.length > length && rest.startsWith(kind) && kind.startsWith(form))) return true
  // 「想上外国语大学」: a short form (上外, 上外国语) that is one character and the beginning of the kind said whole right
  // after it, or a name read by sound over one character and the kind, is a verb and the kind
  if (ENDINGS.some((kind) => rest.slice(1).startsWith(kind) && kind.startsWith(form.slice(1)))) return true
  // a measure word right before the kind (上个外国语大学, 读所师范大学) makes it a kind, not 上海外国语大学 with a slip
  return ENDINGS.some((kind) => form.endsWith(kind) && (form.length - kind.length <= 1 || /[个所些家]$/.test(form.slice(0, -kind.length))))
}

const TRACK = '(?:物理类?|历史类?|理科|文科|首选物理|首选历史)'
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A 「…大学」 span that is only a kind, with at most the candidate's province and track before it (「河南物理医科大学」 is
 * 河南 + 物理 + 医科大学 written without spaces). A place alone before the kind (山东医科大学) is read as a name, so an
 * unknown one is still said to be unknown (the careful side).
 */
export function onlyKind(span: string, lexicon: Pick<Lexicon, 'provinces'>): boolean {
  const places = lexicon.provinces
    .flatMap((p) => [p.name, p.shortName])
    .map(escape)
    .join('|')
  const kinds = ENDINGS.map(escape).join('|')
  const re = new RegExp(`^(?:(?:${places || '(?!)'})?${TRACK})?(?:${kinds})$`)
  return re.test(span)
}

/**
 * The institutions' types (the dataset's `type`) a kind said whole asks for: 「推荐几个医科大学」 wants 医药 colleges
 * (医科大学, 中医药大学, 医学院 alike), 「能上哪些师范大学」 师范 ones. The recommendation filters on them as the lists'
 * 院校类型 filter does; a kind with no type of its own (大学, 科技大学) filters nothing.
 */
const KIND_TYPES: [RegExp, string[]][] = [
  [/医科大学|药科大学|中医药大学|医学院/, ['医药']],
  [/师范大学|师范学院|师范院校/, ['师范']],
  [/财经大学|财经院校|财经类/, ['财经']],
  [/外国语大学|外语院校/, ['语言']],
  [/政法大学|政法院校/, ['政法']],
  [/农业大学|林业大学|农林院校/, ['农林', '农业', '林业']],
  [/民族大学|民族院校/, ['民族']],
  [/理工大学|工业大学|理工院校|理工类院校/, ['理工']],
]

export function kindTypesAsked(question: string): { said: string; types: string[] } | null {
  for (const [re, types] of KIND_TYPES) {
    const said = re.exec(question)?.[0]
    if (said) return { said, types }
  }
  return null
}
