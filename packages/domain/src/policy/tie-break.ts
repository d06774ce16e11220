/**
 * 同分排序: how a province orders candidates with the same score when it files them (投档), as an ordered list of what is
 * compared next. Only the provinces whose rule the research read in the examination authority's own text
 * (research/domain-rules.md §2.4); a province not listed has no rule in the data and is said so, never given another's.
 */
export type TieBreakRule = {
  /** province short name (福建) */
  readonly province: string
  /** the year of the text the rule was read in; null: the research did not date it */
  readonly year: number | null
  /** the candidates the rule is for, when it differs by track (新疆 文史类 / 理工类); null: every candidate */
  readonly track: string | null
  /** compared in this order, each only when everything before it is equal */
  readonly order: readonly string[]
  /** what happens when every step is equal */
  readonly last: string | null
  /** said to the user */
  readonly source: string
  /** where the research read it (research/domain-rules.md) */
  readonly ref: string
}

const NEW_MODEL_CHAIN = [
  '语文、数学两科成绩之和',
  '语文、数学两科中的较高成绩',
  '外语成绩',
  '首选科目（物理或历史）成绩',
  '再选科目中的最高成绩',
  '再选科目中的次高成绩',
]

export const tieBreakRules: readonly TieBreakRule[] = [
  {
    province: '福建',
    year: 2026,
    track: null,
    order: ['同等条件下优先录取的考生优先', ...NEW_MODEL_CHAIN, '志愿顺序（所填志愿位置靠前者优先）'],
    last: '仍相同的考生一并投档，由高校决定录取',
    source: '福建省教育考试院平行志愿投档规则',
    ref: 'EV:fujian/retrieval_rule',
  },
  {
    province: '甘肃',
    year: 2026,
    track: null,
    order: ['不含加分的“3+1+2”总成绩', ...NEW_MODEL_CHAIN],
    last: null,
    source: '甘肃省教育考试院平行志愿投档规则',
    ref: 'EV:gansu/retrieval_rule',
  },
  {
    province: '山东',
    year: 2026,
    track: null,
    order: ['语文、数学两科成绩之和', '语文、数学两科中的较高成绩', '外语成绩', '等级考试选考科目中的最高成绩', '等级考试选考科目中的次高成绩', '志愿顺序'],
    last: '仍相同的考生一并投档',
    source: '山东省教育招生考试院平行志愿投档规则',
    ref: 'EV:shandong/retrieval_rule',
  },
  {
    province: '新疆',
    year: null,
    track: '文史类',
    order: ['语文成绩', '文科综合成绩', '数学成绩', '外语成绩'],
    last: null,
    source: '新疆维吾尔自治区教育考试院招生规定',
    ref: 'EV:xinjiang/subject_mode',
  },
  {
    province: '新疆',
    year: null,
    track: '理工类',
    order: ['数学成绩', '理科综合成绩', '语文成绩', '外语成绩'],
    last: null,
    source: '新疆维吾尔自治区教育考试院招生规定',
    ref: 'EV:xinjiang/subject_mode',
  },
]

/** The rules of one province (by short name), every track's; empty when the data has none. */
export function tieBreakOf(province: string): TieBreakRule[] {
  return tieBreakRules.filter((r) => r.province === province)
}
