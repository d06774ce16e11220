/**
 * How well a plan row's name fits the major a question names, beyond shared characters (ADR 081): the row named exactly
 * as asked before one that only contains it, and both before the major's 类 family; a special class of the major
 * (基础拔尖基地班, 卓越班, 中外合作 …) is its own unit with its own selection and line, so it never stands for the major
 * unless the question names that class.
 */

/** Below any row that fits without a class the question did not name (such a row is only kept when nothing else fits). */
export const CLASS_PENALTY = 4

/**
 * Words that make a row a class apart from the ordinary unit of its major. 实验班/试验班 count only inside brackets or
 * after the major (计算机类(智能软件与芯片新工科实验班)); a row that is itself a 试验班 (工科试验班(计算机)) is how some
 * colleges recruit every student of that field, and is kept by the fallback below when nothing else matches.
 */
const CLASS_MARKERS: readonly (readonly [RegExp, RegExp])[] = [
  // [in the row's name, in the question]: 实验班 and 试验班 are one word as students type them
  [/[实试]验班/, /[实试]验班|[实试]验/],
  [/基地班|基地/, /基地/],
  [/拔尖/, /拔尖/],
  [/卓越/, /卓越/],
  [/强基/, /强基/],
  [/英才|精英|菁英|荣誉/, /英才|精英|菁英|荣誉/],
  [/少年班/, /少年班/],
  [/创新班|创新人才/, /创新/],
  [/书院/, /书院/],
  [/国际班|国际化/, /国际/],
  [/中外合作|合作办学/, /中外|合作/],
  [/预科/, /预科/],
  [/专项/, /专项/],
  [/定向/, /定向/],
  [/民族班/, /民族/],
  [/订单|校企/, /订单|校企/],
  [/双学士|本硕|本博|硕博|贯通/, /双学士|双学位|本硕|本博|硕博|贯通/],
]

/** The bracketed or trailing part of a row's name that qualifies it (计算机科学与技术(基础拔尖基地班) → 基础拔尖基地班). */
const qualifierOf = (name: string) => [...name.matchAll(/[(（]([^)）]*)[)）]/g)].map((m) => m[1]).join(' ')

/** The markers of a class apart in the row's name, each with whether the question names it. */
function classMarks(name: string, question: string): boolean[] {
  const qualifier = qualifierOf(name)
  return CLASS_MARKERS.filter(([row]) => {
    // a 实验班 that is the row itself (工科试验班(计算机)) is the college's ordinary route; in brackets it is a class apart
    const where = row.source.includes('验班') ? qualifier : name
    return row.test(where)
  }).map(([, asked]) => asked.test(question))
}

/** The row names a special class of its major that the question does not name. */
export function unnamedClass(name: string, question: string): boolean {
  return classMarks(name, question).some((named) => !named)
}

/** What a row's classes do to its score: last when one is not named, first when the question names its class. */
export function classFit(name: string, question: string): number {
  const marks = classMarks(name, question)
  if (marks.some((named) => !named)) return -CLASS_PENALTY
  return marks.length ? CLASS_PENALTY + 0.5 : 0
}

const CLEAN = /[\s()（）【】[\]、，,。.·\-—:：/]/g
const bare = (s: string) => s.replace(CLEAN, '')
const baseOf = (name: string) => bare(name.replace(/[(（][^)）]*[)）]/g, ''))

/**
 * A bonus by how the row's name sits in the question: 3 when the whole name is in it (计算机类 asked, 计算机类 the row),
 * 1.5 when the row's name without its brackets is (计算机科学与技术 of 计算机科学与技术(中外合作办学)), else 0. The 类
 * family's hint (+2.5 in matchUnits) stays below an exact name and above shared pairs only.
 */
export function nameFit(name: string, text: string): number {
  const t = bare(text)
  const whole = bare(name)
  if (whole.length >= 2 && t.includes(whole)) return 3
  const base = baseOf(name)
  return base.length >= 2 && base !== whole && t.includes(base) ? 1.5 : 0
}
