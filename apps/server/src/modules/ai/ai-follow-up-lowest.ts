import type { Entities } from './ai-nlu.ts'
import { OWN_SCORE } from './ai-intent-patterns.ts'

type Intent = { id: string }
/** the lowest unit of the earlier list pointed at: 最低那个组, 最低的组, 最低的那个, 最低分 */
const LOWEST = /最低(?:的|那个|那一个|那)?(?:专业)?组|最低的那个|最低分|分数最低的(?:那个|组)?/
/**
 * 「那这个分大概是全省多少名」「这个分数对应的位次」「对应位次」 after a line was answered: the line just given is the score
 * pointed at (no 我/孩子 before it: 「我这个分」 is the candidate's own, OWN_SCORE)
 */
const THAT_LINE = /(?<![我娃俺咱]|孩子)(这|那|该)(个)?(分数?|线|最低分|分数线)|^(那|那么)?(对应|相应)(的)?(位次|名次|排名|多少名)/
/** its rank asked: 对应多少名, 排多少名, 位次, 为次 (read as 位次), 名次 */
const RANK_WORDS = /多少名|几名|位次|名次|排名|排多少|排第几/

/**
 * 「南航…江苏物理类各专业组投档线多少？」 → 「不算中外合作的，最低那个组对应多少名？」 (v24): the follow-up asks the rank of the
 * lowest line of the college the earlier turn listed, not the rank of a score of the asker's (there is none, so a
 * score was asked for). The college's lines again answer it: each group's line comes with its own rank, the
 * ordinary plans only (中外合作 ruled out already drops from the reading, ADR 095).
 */
export function lowestOfEarlierLines<I extends Intent>(
  question: string,
  e: Entities,
  // the earlier turns, newest first, read only when this turn asks such a thing (most turns do not)
  earlier: () => { intent: I | null; said: Entities }[],
): { intent: I; entities: Entities } | null {
  if (
    e.schools.length ||
    e.score !== null ||
    e.rank !== null ||
    !(LOWEST.test(question) || (THAT_LINE.test(question) && !OWN_SCORE.test(question))) ||
    !RANK_WORDS.test(question)
  )
    return null
  const latest = earlier().find((t) => t.said.schools.length > 0)
  if (latest?.intent?.id !== 'admission_history') return null
  const s = latest.said
  return {
    intent: latest.intent,
    entities: { ...e, schools: s.schools, majors: s.majors, year: e.year ?? s.year, subjectType: e.subjectType ?? s.subjectType },
  }
}
