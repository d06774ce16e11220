import type { Lexicon, SchoolEntry } from './ai-lexicon.ts'
import { syllablesOf } from './ai-lexicon-fuzzy.ts'
import { recognise } from './ai-nlu.ts'
import { AFTER, BEFORE, PLAN, ROUTE } from './ai-plan-exclusions.ts'

/**
 * What a question rules out of a college, beside its plans (ADR 095 takes those): a campus (「常州校区的不要」), its medical
 * school (「不含医学院」, 「医学院嗰啲唔计」), its independent college (「仁济学院别算进来」, 「不含信工」 of 杭电's
 * 信息工程学院, 「行知那个独立学院不算」) and, in a clarification, another college (「湖大（湖北大学，不是湖南大学）」).
 * Each was read as what is asked: an unknown college 「仁济学院」 stopped the answer, 信工 matched the major 通信工程, and
 * 湖南大学 was answered. The clause goes before anything reads the question; the college's own lines already leave its
 * other campuses, schools and independent colleges apart (ai-tools-lines.ts). An independent college named by its own
 * part and not ruled out (「温医大能上吗？仁济学院呢」) is written by its full name, so it is a college asked.
 */
const HAN = '[\\u4e00-\\u9fff]'
// a campus by a two-character place (常州校区, 威海分校: longer would eat the words before it), a medical school, or
// the independent college in general words
const PART = `${HAN}{2}(?:校区|分校)|医学院|医学部|独立学院`
// 「仁济那个独立学院」, 「信工那个」: words between the part's name and the negator
const DESCRIBED = '(?:那个|那边|那种|这个|嗰个|嗰啲)?(?:独立学院|学院|校区)?'
// 「不是湖南大学」 clarifies which college is meant (「除了…」 may list colleges to compare, so only 不是/并非/而非)
const NOT = '(?:而|并)?(?<!是)不是|并非|而非'

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const longestFirst = (a: string, b: string) => b.length - a.length

/** Colleges filed under a named college's name (温州医科大学仁济学院 under 温州医科大学): its independent colleges. */
function childrenOf(school: SchoolEntry, lexicon: Lexicon): { child: SchoolEntry; own: string }[] {
  const out: { child: SchoolEntry; own: string }[] = []
  for (const s of lexicon.schools.values())
    if (s.name.length > school.name.length + 2 && s.name.startsWith(school.name) && s.name.endsWith('学院'))
      out.push({ child: s, own: s.name.slice(school.name.length) })
  return out
}

/**
 * How people call an independent college by its own part: 仁济学院, 仁济, and a four-character part by its first and third
 * characters (信息工程 → 信工), as 南京师范大学 is 南师.
 */
function formsOf(own: string): string[] {
  const core = own.replace(/学院$/, '')
  const forms = [own]
  if (core.length >= 2) forms.push(core)
  if (core.length === 4) forms.push(core[0]! + core[2]!)
  return forms
}

/** The own part typed by sound (仁记学院 for 仁济学院), written as it is named. */
function bySound(text: string, own: string): string {
  const want = syllablesOf(own).join(' ')
  let out = text
  for (let i = 0; i + own.length <= out.length; i++) {
    const span = out.slice(i, i + own.length)
    if (span === own || !/学院$/.test(span)) continue
    if (syllablesOf(span).join(' ') === want) out = out.slice(0, i) + own + out.slice(i + own.length)
  }
  return out
}

/** The question without the parts of a college it rules out; an independent college asked by its part, named in full. */
export function dropRuledOutUnits(question: string, lexicon: Lexicon): string {
  const named = recognise(question, lexicon).schools
  if (!named.length) return question
  const children = named.flatMap((s) => childrenOf(s, lexicon)).filter(({ child }) => !named.some((s) => s.id === child.id))
  let text = question
  for (const { own } of children) text = bySound(text, own)
  const forms = children.flatMap(({ own }) => formsOf(own)).sort(longestFirst)
  const item = `(?:${[...forms.map(escape), PART, PLAN].join('|')})${DESCRIBED}`
  // a route listed before (「卓越班和信工不算」) goes with the list, as in ADR 095's
  const list = `(?:${ROUTE}[和、与及或跟/])*${item}(?:[和、与及或跟/]${item}|${PLAN})*`
  // a campus ruled out is kept as a mark (〔不含常州校区〕) for the lines (ai-tools-lines.ts): where every unit of a year
  // names its campus (南京医科大学 2026), the college's own line is the lowest of the campuses not ruled out
  const campuses = new Set<string>()
  const drop = (clause: string) => {
    for (const m of clause.matchAll(new RegExp(`${HAN}{2}(?:校区|分校)`, 'g'))) campuses.add(m[0])
    return ' '
  }
  const dropped = text.replace(new RegExp(`${BEFORE}的?${list}(?:在内)?的?`, 'g'), drop).replace(new RegExp(`${list}${AFTER}`, 'g'), drop)
  // another college named only to say it is not the one meant; kept when it is the only college the question names
  const others = named.length > 1 ? named.map((s) => s.name).filter((n) => dropped.includes(n)) : []
  const notMeant: string[] = []
  const said = others.length
    ? dropped.replace(new RegExp(`(?:${NOT})(${others.sort(longestFirst).map(escape).join('|')})`, 'g'), (_, n: string) => (notMeant.push(n), ' '))
    : dropped
  // and a short name that would mean it (「南大（南开大学，不是南京大学）」: 南大 is 南京大学 to the reader) goes too
  const clarified = notMeant.reduce((t, n) => withoutNamesOf(t, n, lexicon), said)
  const out = recognise(clarified, lexicon).schools.length ? `${clarified}${[...campuses].map((c) => `〔不含${c}〕`).join('')}` : text
  return children.reduce((t, c) => namedInFull(t, c, lexicon), out)
}

/**
 * An independent college asked by its own part (「仁济学院呢」), by its full name; the parent's name right before it, in
 * any form (「温医大仁济学院」), goes into the full name rather than standing as a second college.
 */
function namedInFull(text: string, { child, own }: { child: SchoolEntry; own: string }, lexicon: Lexicon): string {
  const parent = child.name.slice(0, -own.length)
  let out = ''
  let at = 0
  for (let i = text.indexOf(own); i >= 0; i = text.indexOf(own, at)) {
    const before = text.slice(at, i)
    if (before.endsWith(parent)) out += before + own
    else {
      // the longest form of the parent that ends right before the part (温医大, 温州医大): a name of it, not a span
      // that only holds one (「温医大，仁济学院呢」 asks both)
      const k = [6, 5, 4, 3, 2].find((n) => n <= before.length && isNameOf(before.slice(-n), parent, lexicon)) ?? 0
      out += before.slice(0, before.length - k) + child.name
    }
    at = i + own.length
  }
  return out + text.slice(at)
}

/** Whether `form` is a name of the college (its full name, an alias or a short name of it). */
function isNameOf(form: string, name: string, lexicon: Lexicon): boolean {
  const hit = lexicon.phrases.get(form)
  const short = lexicon.shortNames?.get(form)
  return (hit?.kind === 'school' && hit.school.name === name) || [...(short?.national ?? []), ...(short?.local ?? [])].some((s) => s.name === name)
}

/** The text without the short names that would read as the college said not to be meant (its full name is already gone). */
function withoutNamesOf(text: string, name: string, lexicon: Lexicon): string {
  if (!recognise(text, lexicon).schools.some((s) => s.name === name)) return text
  let out = text
  for (let n = Math.min(lexicon.maxLength, 6); n >= 2; n--)
    for (let i = 0; i + n <= out.length; i++) if (isNameOf(out.slice(i, i + n), name, lexicon)) out = `${out.slice(0, i)} ${out.slice(i + n)}`
  return out
}
