import type { Entities } from './ai-nlu.ts'

type Intent = { id: string }
/** What a major's own facts are asked with: then the turn asks the major, not the chance at the earlier college. */
const MAJOR_FACTS =
  /学什么|学啥|课程|就业|前景|出路|介绍|是什么|干什么|做什么|学几年|学制|学位|门类|代码|哪些学校|哪些大学|什么学校|开设|好不好就业|累不累|难不难学/
/** The earlier questions a major can narrow to itself at the same college: the chance, the lines. */
const NARROWED = new Set(['admission_chance', 'admission_history'])

/**
 * 「河北大学能去不？」 → 「主要想学计算机科学与技术，这个专业呢」「计算机科学与技术专业那」「这个专业希望大不大」: a
 * follow-up naming only a major, after a college's chance (or lines) was asked, asks the same of that major at that
 * college; never the major's catalogue entry unless its facts are asked (学什么, 就业, 学几年 …).
 */
export function majorAtEarlierCollege<I extends Intent>(
  question: string,
  own: I | null,
  e: Entities,
  earlier: { intent: I | null; said: Entities }[],
): { intent: I; entities: Entities } | null {
  if (e.schools.length || e.majors.length === 0 || MAJOR_FACTS.test(question)) return null
  if (own && !['major_overview', 'clarify_chance', 'major_colleges'].includes(own.id)) return null
  const latest = earlier.find((t) => t.said.schools.length > 0)
  if (!latest?.intent || !NARROWED.has(latest.intent.id)) return null
  return { intent: latest.intent, entities: { ...e, schools: latest.said.schools } }
}

/**
 * 「燕山大学计算机多少分」 → 「那它学费一年多少？同校的软件工程学费一样吗？」, 「广西医科大学临床学费」 → 「中外合作的公共事业管理
 * 呢，一年要多少钱」: a fee asked of a major with no college named, after a turn that named one college, is that major's
 * fee at that college (never the catalogue's major or the 中外合作 policy alone). A fee asked before the new major is named
 * (「那它学费多少？软件工程呢」「学费？软件工程呢」) asks the earlier major's fee as well, each from the plan.
 */
export function feeAtEarlierCollege<I extends Intent>(
  question: string,
  e: Entities,
  earlier: { intent: I | null; said: Entities }[],
  fee: RegExp,
  find: (id: string) => I | undefined,
): { intent: I; entities: Entities } | null {
  if (e.schools.length || e.majors.length === 0 || !fee.test(question)) return null
  const latest = earlier.find((t) => t.said.schools.length > 0)
  if (!latest || new Set(latest.said.schools.map((s) => s.id)).size !== 1) return null
  // the new major named after the fee was asked: the fee of the earlier one first
  const firstMajor = Math.min(...e.majors.map((m) => question.indexOf(m.name)).filter((i) => i >= 0), question.length)
  const before = question.slice(0, firstMajor)
  const both = fee.test(before)
  const majors = both ? [...latest.said.majors.filter((m) => !e.majors.some((n) => n.id === m.id)), ...e.majors] : e.majors
  const intent = find('tuition')
  return intent ? { intent, entities: { ...e, schools: latest.said.schools.slice(0, 1), majors } } : null
}
