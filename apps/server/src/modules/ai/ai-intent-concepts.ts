import type { Intent } from './ai-intents.ts'
import { has } from './ai-intent-patterns.ts'

/** “什么是退档”, “投档规则讲一下”: an explanation asked, not a number. */
export const EXPLAIN = /什么是|是什么|什么意思|啥意思|怎么回事|怎么算|规则|原理|解释|讲讲|讲一下|说说|介绍一下|区别|流程|机制|会怎样|会怎么样|怎么办/
/** 调剂 asked: the word, or being moved to another major (「能调到别的专业不」, 「服从分配吗」; ADR 156). */
export const ADJUSTMENT_ASKED = /调剂|调[到去](别的|其他|其它|另外的?)专业|服从分配/

/** The intents that explain a concept: asked without anything of one's own, they go first. */
export const conceptIds = new Set([
  'concept_equivalent',
  'concept_rank',
  'concept_tiers',
  'concept_adjustment',
  'concept_major_group',
  'concept_parallel',
  'concept_probability',
  'concept_fufen',
  'concept_total_score',
  'concept_new_exam',
])

/** The explanations themselves, last in the order: anything of one's own asked matches an intent before them. */
export const conceptIntents: readonly Intent[] = [
  { id: 'concept_equivalent', title: '什么是等位分', example: '什么是等位分', match: has(/等位分/) },
  { id: 'concept_rank', title: '什么是位次、怎么看一分一段表', example: '位次是什么意思，怎么看一分一段表', match: has(/位次|一分一段/) },
  { id: 'concept_tiers', title: '冲稳保是什么', example: '冲稳保怎么分配', match: has(/冲稳保|冲一冲|稳一稳|保一保|梯度/) },
  { id: 'concept_adjustment', title: '服从调剂是什么', example: '要不要服从调剂', match: has(ADJUSTMENT_ASKED) },
  { id: 'concept_major_group', title: '院校专业组是什么', example: '院校专业组是什么意思', match: has(/专业组/) },
  { id: 'concept_parallel', title: '平行志愿与退档', example: '平行志愿是怎么投档的', match: has(/平行志愿|投档|退档|滑档/) },
  // before concept_probability: 「赋分怎么算的」 asks the bands, not how a chance is computed
  { id: 'concept_fufen', title: '赋分怎么算', example: '再选科目的赋分是怎么算的', match: has(/[赋付]分|等级分|转换分|标准分/) },
  { id: 'concept_probability', title: '录取概率怎么算', example: '录取概率是怎么算出来的', match: has(/概率.{0,6}(怎么|如何)|怎么算|准不准|靠谱吗/) },
  { id: 'concept_new_exam', title: '新高考与选科', example: '3+1+2是什么意思', match: has(/新高考|3\+1\+2|3\+3|选科/) },
]
