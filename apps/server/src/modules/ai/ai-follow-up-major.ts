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
