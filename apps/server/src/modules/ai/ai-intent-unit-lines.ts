import type { Entities } from './ai-nlu.ts'

/** 「专业组线」「组的分数」「专业组投档」: the lines of a college's groups, not the list of its groups (ADR 081). */
export const GROUP_LINE = /组.{0,2}(线|分数|最低|投档|位次)/
/** A line asked anywhere in a question that names a group (「…004专业组（安徽物理类）去年多少分」, 「第504组投了多少位次」). */
export const GROUP_LINE_ASKED = /多少分|几分|分数线|最低分|录取分|投档|位次|录取线|排名多少/

/**
 * 「中南大学 湖南 物理 专业组 表格」, 「各个组列个表」: a college's groups put in a table are their lines (ADR 129), what a
 * table of groups is for; which groups there are or what they hold (哪些, 组内专业, 选科) stays the groups' list.
 */
export const GROUPS_TABLED = (q: string) =>
  /(专业组|[各每几]个?组).{0,12}(表格?|列出|列一下)|(表格?|列出).{0,12}(专业组|[各每几]个?组)/.test(q) &&
  !/哪些|包含|组内|有什么专业|什么专业|选科|选考|志愿/.test(q)

/** Something else of the college or the major is asked: its fee, place, rank, 选科, what it teaches … */
const OTHER_OF_UNIT =
  /[吗么？?]|985|211|双一流|在哪|城市|排名|官网|电话|学费|多少钱|计划|招多少|选科|选考|科目|要求|怎么样|介绍|学什么|课程|就业|前景|学制|学位|评估|一流/

/**
 * A unit's line asked without a line word (ADR 081): a group named by its code (「黑大 历史 004组」), the groups' lines
 * (「天津大学2025年专业组线」), a question ending on 分数 (「东北大学计算机辽宁分数」), or a college and a major with where
 * it is asked (a province or a track) and nothing else (「东北大学 计科 辽宁 物理」): what else would the student want of it.
 * Never with the candidate's own score or rank: that is the chance.
 */
export const LINE_OF_UNIT = (q: string, e: Entities) =>
  e.score === null &&
  e.rank === null &&
  (GROUP_LINE.test(q) ||
    GROUPS_TABLED(q) ||
    /(?<![\d.])\d{2,6}\s*组/.test(q) ||
    // a bare code where it cannot be a year or a score (天津 「天大 121301 2025」, 北京 「清华 03 2025」), with a year beside it
    (e.year !== null && /(?<![\d.])(0\d{1,5}|\d{6})(?![\d.])/.test(q)) ||
    /分数[？?。!！]*$/.test(q) ||
    (e.majors.length > 0 && (e.province !== null || e.subjectType !== null) && !OTHER_OF_UNIT.test(q)))
