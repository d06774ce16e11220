import type { Intent } from './ai-intents.ts'
import { tableOf } from './ai-answers-table.ts'
import { planTableOf } from './ai-answers-plan-table.ts'
import { TIE_BREAK_ASKED } from './ai-answers-tie-break.ts'

/**
 * Asks read before the rules and the 志愿表 (ADR 094): a table of several things (「A、B、C 今年最低分列个表」 is
 * not a 志愿表 to generate, nor one college's lines), and 同分排序 (「分数一样怎么排」 is not the 投档 rule in general).
 */
export const tableIntents: readonly Intent[] = [
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
