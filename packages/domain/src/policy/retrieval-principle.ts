/**
 * 平行志愿's principle (投档原则) in a province's own words: the order candidates are filed in, and how many rounds. Most
 * provinces say 「分数优先、遵循志愿、一次投档」 (the national summary); a province that words its own — 四川 files by
 * 位次, not by score — is listed with the text it was read in (research/domain-rules.md §2.1). A province not listed is
 * answered with the national principle, said as such, never another province's.
 */
export type RetrievalPrinciple = {
  /** province short name (四川); null: the national summary */
  readonly province: string | null
  /** the year of the text the rule was read in; null: the research did not date it */
  readonly year: number | null
  /** the principle as the authority words it */
  readonly principle: string
  /** what candidates are ordered by */
  readonly orderedBy: '分数' | '位次'
  /** the rounds, as the authority words them; null when the text says no more than the principle */
  readonly rounds: string | null
  /** said to the user */
  readonly source: string
  /** where the research read it (research/domain-rules.md) */
  readonly ref: string
}

export const nationalRetrievalPrinciple: RetrievalPrinciple = {
  province: null,
  year: null,
  principle: '分数优先、遵循志愿、一次投档',
  orderedBy: '分数',
  rounds: null,
  source: '教育部及各省教育考试院公布的平行志愿投档规则',
  ref: 'EV:national/parallel-volunteer-principle',
}

export const retrievalPrinciples: readonly RetrievalPrinciple[] = [
  {
    province: '四川',
    year: 2026,
    principle: '位次优先、遵循志愿、一轮投档',
    orderedBy: '位次',
    rounds: '只实行一轮投档，不补投',
    source: '四川省教育考试院普通高校招生录取工作规定',
    ref: 'EV:sichuan/retrieval_rule',
  },
  {
    province: '河北',
    year: null,
    principle: '分数优先、遵循志愿、一次投档、不再补档',
    orderedBy: '分数',
    rounds: '一次投档，不再补档',
    source: '河北省教育考试院平行志愿投档规则',
    ref: 'EV:hebei/retrieval_rule',
  },
]

/** The province's own principle (by short name), or null when the data has only the national one for it. */
export function retrievalPrincipleOf(province: string): RetrievalPrinciple | null {
  return retrievalPrinciples.find((r) => r.province === province) ?? null
}
