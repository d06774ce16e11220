/** “什么是退档”, “投档规则讲一下”: an explanation asked, not a number. */
export const EXPLAIN = /什么是|是什么|什么意思|啥意思|怎么回事|怎么算|规则|原理|解释|讲讲|讲一下|说说|介绍一下|区别|流程|机制|会怎样|会怎么样|怎么办/
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
