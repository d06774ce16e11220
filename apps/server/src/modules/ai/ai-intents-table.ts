import type { Intent } from './ai-intents.ts'
import { tableOf } from './ai-answers-table.ts'
import { planTableOf } from './ai-answers-plan-table.ts'
import { TIE_BREAK_ASKED } from './ai-answers-tie-break.ts'

/** 保 or 冲 said with a place in the table (第1个, 最前面, 后面): where a tier goes is asked, not a college's chance */
const TIER_WORD = '(?:保底|保的|最稳|稳的|最有把握|有把握的|冲的|去冲|冲刺的?)'
const PLACE = '(?:第\\s*[1一]\\s*个?|第一|最前|前面|前头|后面|后头|最后)'
const ORDER_ASKED = new RegExp(
  `${TIER_WORD}[^，,。？?]{0,12}?(?:放|排|摆|填)(?:在|到)?[^，,。？?]{0,6}?${PLACE}|${PLACE}[^，,。？?]{0,4}?(?:放|排|摆|填)[^，,。？?]{0,6}?${TIER_WORD}`,
)

/**
 * Asks read before the rules and the 志愿表 (ADR 094): a table of several things (「A、B、C 今年最低分列个表」 is
 * not a 志愿表 to generate, nor one college's lines), and 同分排序 (「分数一样怎么排」 is not the 投档 rule in general).
 */
export const tableIntents: readonly Intent[] = [
  {
    // before the 志愿表 intents and a chance: 「保底学校放第1个，冲的放后面，更保险吗」 asks the order, no college's chance
    id: 'concept_order',
    title: '志愿顺序（冲稳保怎么排）',
    example: '把保底学校放第1个志愿更保险吗',
    match: (q, e) => e.schools.length === 0 && ORDER_ASKED.test(q),
  },
  {
    id: 'tie_break',
    title: '同分考生怎么排序（各省规则）',
    example: '福建同分怎么排',
    match: (q, e) => e.schools.length === 0 && TIE_BREAK_ASKED.test(q),
  },
  {
    // plan facts as a table (ADR 144): seats, tuition, 学制 per group or major are the plan's, never the lines table
    id: 'plan_table',
    title: '一所院校各专业组或几个专业的招生计划（计划数、学费、学制）列成表',
    example: '河北大学2026年临床医学和计算机在河北各招多少人、学费多少，列个表',
    match: (q, e) => planTableOf(q, e),
  },
  {
    id: 'lines_table',
    title: '几所院校、几个专业或几个省的线列成一张表',
    example: '郑州大学、河南大学、河南师范大学2025年在河南的最低分列个表',
    match: (q, e) => tableOf(q, e),
  },
]
