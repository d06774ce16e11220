import type { AnswerFn } from './ai-answers-school.ts'
import { linesByYear } from './ai-answers-lines.ts'
import type { Intent } from './ai-intents.ts'
import { oneSchool } from './ai-intent-patterns.ts'

/**
 * Whether one major's or one group's line stands for the college (「郑州大学的护理学专业线能代表郑大的线吗」): the premise
 * the engine issue names as the most misleading (a college summed up by 护理学's 593 while every other group needed 619+).
 * The answer says no and why, then the college's own lines by group and year, so the student sees the spread.
 */
export const STANDS_FOR_COLLEGE = /(代表|就是|算是|等于|当成|当作).{0,10}(线|分数|水平)|(全校|整个学校|整所学校)的?(录取|最低)?(分数)?线/

export const lineStandsForIntent: Intent = {
  id: 'line_stands_for',
  title: '一个专业（组）的线能否代表全校',
  example: '郑州大学护理学的线能代表郑大的线吗',
  match: (q, e) => oneSchool(e) && STANDS_FOR_COLLEGE.test(q) && /能|是不是|算不算|可以|吗|么|？|\?/.test(q),
}

export const NOT_THE_COLLEGES_LINE = [
  '一所大学在一个省按各个**专业组**（或专业）分别投档、分别划线：一个专业（组）的最低分只代表它自己。',
  '- 同一所学校里，热门专业所在的组和最冷门的组往往差几十分；中外合作、国家专项、预科等特殊计划单独划线，更不代表普通类。',
  '- 所谓“学校的线”，一般指该校各普通类专业组里最低的那个，它只说明“最容易进的那个组”要多少分，不代表你想学的专业。',
  '- 判断能不能上，要看你能报的**每个组各自的线**，并用**位次**比较（分数受当年试卷难度影响）。',
].join('\n')

/** 「是不是…」 is answered 不是, 「能…吗」 不能 */
const verdict = (question: string) => (/是不是|是否|算不算|算是|就是|等于/.test(question) ? '**不是。**' : '**不能。**')

export const lineStandsFor: AnswerFn = async (plan, e, question) => `${verdict(question)}${NOT_THE_COLLEGES_LINE}\n\n${await linesByYear(plan, e, question)}`
