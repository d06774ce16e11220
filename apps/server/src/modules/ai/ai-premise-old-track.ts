import { subjectTypeFromLabel, subjectTypeLabels, type findProvincePolicy, type SubjectType } from '@gk/domain'
import type { Entities } from './ai-nlu.ts'
import { NUMBERED_BATCH } from './ai-premise-batch-merge.ts'

type Policy = NonNullable<ReturnType<typeof findProvincePolicy>>

/** The new model's track a candidate of the old one stands for: 理科 → 物理类, 文科 → 历史类 (a 3+3 province: its one 综合). */
const COUNTERPART: Partial<Record<SubjectType, SubjectType>> = { science: 'physics', liberal: 'history' }

/** The old track said by the asker themselves (理科, 文科, 理科生), not one read from the 选科. */
const OLD_TRACK_SAID = /理科|文科/

/**
 * 「俺河南理科考了560，一本过了没？」, 「浙江文科580排多少名」: 理科/文科 (and 一本/二本) said of a province whose model in
 * the year asked (else the season's) has neither. The tools would read 理科 as 物理类 without a word — or, worse, answer
 * from the province's last 理科 table of before its reform — so the premise is corrected in the first sentence and the
 * answer goes on with the track that stands for it: 物理类/历史类 in a 3+1+2 province, 综合 in a 3+3 one. A year of the old model
 * (河南2024年理科) is no premise at all; a yes/no on the model is modelPremise's (ai-premise.ts), which runs first.
 */
export function oldTrackPremise(
  text: string,
  e: Entities,
  province: string,
  policy: Policy,
): { correction: string; stop: false; guessed: boolean; entities: Entities } | null {
  const asked = e.subjectType ? subjectTypeFromLabel.get(e.subjectType) : undefined
  if (!asked || !COUNTERPART[asked] || !OLD_TRACK_SAID.test(text) || policy.examModel === 'traditional') return null
  if (policy.subjectTypes.includes(asked)) return null
  const now = policy.examModel === '3+3' ? 'combined' : COUNTERPART[asked]
  if (!policy.subjectTypes.includes(now)) return null
  const label = subjectTypeLabels[now]
  // 一本/二本 named in a year whose 本科 is one batch (every new-model province's record): said in the same sentence
  const merged = NUMBERED_BATCH.test(text) && !policy.batches.some((b) => b.level === 'undergraduate' && /[一二三]批|[一二三]本/.test(b.name))
  const tracks =
    policy.examModel === '3+3'
      ? `已经不分文理科（也不分物理类、历史类），考生统一按综合一个科类排位和录取`
      : `已经不分文理科，${e.subjectType}对应现在的${label}（首选${label.slice(0, 2)}）`
  // 「河南自2025年起」 when the record dates the reform, so a question without a year is not told of the season's year
  const since = policy.firstNewExamYear && policy.firstNewExamYear <= policy.year ? `自${policy.firstNewExamYear}年起` : `${policy.year}年`
  return {
    stop: false,
    // 理科 → 物理类 is the province's own succession (its line reports print 物理类 where 理科 stood): no guess, and the
    // tools already read it so; 理科 in a 3+3 province is one more step from what was said, flagged as the older branch did
    guessed: policy.examModel === '3+3',
    entities: { ...e, subjectType: label },
    correction: `更正一下：${province}${since}是${policy.examModel}新高考，${tracks}${merged ? '；也不再分一本、二本，本科只划一条本科批线' : ''}。下面按${label}回答。`,
  }
}
