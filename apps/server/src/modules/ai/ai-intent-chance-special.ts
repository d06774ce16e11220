import type { Entities } from './ai-nlu.ts'
import { CHANCE, OWN_SCORE, oneSchool } from './ai-intent-patterns.ts'
import { TERSE_CHANCE } from './ai-intent-terse-asks.ts'

/**
 * 「湖南师大我能上吗？它有个国家专项的组分更低，那个我能报吗」: two questions in one — the college's chance (its
 * ordinary groups, the only units with a probability) and a special plan beside it (who may apply, its own line).
 * Answered together (ai-answers-chance-special.ts), never one of them alone: the special plan's lower line is
 * exactly what a candidate must not read as the college's (ADR 099).
 */

/** A special plan named, 专项 alone (专项组, 专项那个组) and its typos (专向, 专像, 专相) included. */
export const PLAN_BESIDE = /专[项向像相]|国专|预科|民族班|中外合[作做]|合作办学/
/** The plan words that name one plan; 专项 alone is all three 专项 (ai-answers-chance-special.ts). */
export const PLAN_TYPES: [RegExp, string][] = [
  [/国家专[项向像相]|国专/, '国家专项'],
  [/高校专[项向像相]/, '高校专项'],
  [/地方专[项向像相]|农村专[项向像相]/, '地方专项'],
  [/预科|民族班/, '预科'],
  [/中外合[作做]|合作办学/, '中外合作'],
]
/** 普通类 / 普通组 named beside the plan (「南邮 普通类 国家专项 能上吗」): both are asked. */
const ORDINARY_NAMED = /普通(类|组|批|专业组|计划)/
/** A chance said the ways a clause about the college says it (CHANCE, the terse asks, 能填不, 能去不). */
const CHANCE_CLAUSE = new RegExp(`${CHANCE.source}|${TERSE_CHANCE.source}|能(报|填)(吗|么|嘛|不|没)|能不能(报|填)|[报考录进][得的](上|去|进)|够唔够|够着`)
/** 户口, 户籍, 学籍, 资格, 条件, 农村: a 能报吗 of these is the plan's eligibility asked (ai-answers-plans.ts says who may apply). */
const ELIGIBILITY = /户口|户籍|学籍|资格|条件|农村|贫困|县里|县城/
/** The candidate in the clause: the chance is of the candidate at the college, not of the plan. */
const CANDIDATE = /我|孩子|娃|咱|俺|这分|这个分/
/** 那个 / 这个组 / 它: the clause points at the plan the question named; 「这个分数」 is the candidate's score (ADR 106). */
const POINTS_AT_PLAN = /那个|这个(?!分)|那组|这组|它/

/** The special plans a question names (every 专项 for 专项 alone), in the order of SPECIAL_RULES. */
export function plansNamed(question: string): string[] {
  const named = PLAN_TYPES.filter(([re]) => re.test(question)).map(([, t]) => t)
  if (named.length) return named
  return /专[项向像相]/.test(question) ? ['国家专项', '高校专项', '地方专项'] : []
}

/**
 * True when the question asks the college's own chance and also names a special plan: 普通类 named beside the plan,
 * or a clause (split at punctuation and spaces) that asks a chance of the candidate without naming the plan or pointing
 * at it. 「武汉理工的国家专项我能上吗？给个概率」 asks the plan's chance alone (special_plan answers: no probability).
 */
export function asksChanceBesidePlan(question: string): boolean {
  if (!PLAN_BESIDE.test(question)) return false
  // 「比普通计划低多少，农村户口能报吗」: 能报 of a 户口 or a 资格 asks who may apply to the plan, not a chance
  const chanceClause = question.split(/[，,。；;？?！!\s]+/).some((c) => CHANCE_CLAUSE.test(c) && !ELIGIBILITY.test(c))
  if (ORDINARY_NAMED.test(question) && chanceClause) return true
  // the chance asked before the plan is named is the college's (「湖南师大我能上吗？它有个国家专项的组…」); asked after a
  // clause about the plan (「深大地方专项去年最低多少分，我600分有希望吗」) it is the plan's, which gets none
  const planAt = question.search(PLAN_BESIDE)
  let at = 0
  return question.split(/([，,。；;？?！!\s]+)/).some((c, i) => {
    const start = at
    at += c.length
    if (i % 2 === 1 || start > planAt) return false
    return CHANCE_CLAUSE.test(c) && CANDIDATE.test(c) && !PLAN_BESIDE.test(c) && !POINTS_AT_PLAN.test(c)
  })
}

/** The chance of a college with a special plan asked beside it: answered as admission_chance, the plan appended. */
export const chanceBesidePlanIntent = {
  id: 'admission_chance',
  title: '某分数能否上某院校（录取概率），并问到专项/预科等特殊计划',
  example: '湖南师大我能上吗？它的国家专项组分低些，我能报吗',
  match: (q: string, e: Entities) => oneSchool(e) && asksChanceBesidePlan(q),
}

/** 够吗, 得不得行, 行不: the chance in the words a line question's clause says it (besides CHANCE_CLAUSE). */
const CHANCE_PART = new RegExp(`${CHANCE_CLAUSE.source}|够吗|够不|够么|得不得行|得行不|行不[?？]?$`)
/** 多少分能上, 几分才能进: the line asked in chance words, taken out before the chance is looked for. */
const LINE_FOR_CHANCE = /(多少|几)分(才|就)?(能|可以)(上|进|录取?|报)?/g

/**
 * Where the candidate's own chance is asked in a question about a college's facts or lines (「我这分上长江职业学院够吗？
 * 前年它物理类多少分」), or -1: a score of theirs (stated, or 我这分 for the saved one) and a chance word.
 */
export function chancePartAsked(text: string, e: Entities): number {
  if (e.score === null && e.rank === null && !OWN_SCORE.test(text)) return -1
  return text.replace(LINE_FOR_CHANCE, (m) => ' '.repeat(m.length)).search(CHANCE_PART)
}

/**
 * 俺400分, 我考了580, 孩子物理类估分400: the candidate's own score stated, right after who it is (not 我同学's, ADR 119).
 */
const OWN_SCORE_STATED = /(我|俺|孩子|娃|咱)(的|家孩子|家娃)?(今年|高考)?(物理类?|历史类?|理科|文科)?(考了?|估分|估了|考得|考出|有|是|才|就)?个?\s*\d{3}(?!\d)/

/**
 * True when a line is asked of a college with the candidate's own score stated beside it and no chance word
 * (「俺400分，X去年专科要多少分」, 「我410，X得多少分」, 「我580分X多少分能上」): the line is what is asked, and the
 * chance of that score is what the candidate wants to know from it, so it is answered after the line. Not beside a
 * special plan (its own answer says who may apply, ADR 099) nor with both tracks named (whose score is which).
 */
export function chanceBesideLine(text: string, e: Entities): boolean {
  if (e.score === null || !OWN_SCORE_STATED.test(text) || PLAN_BESIDE.test(text)) return false
  return !(/物理|理科/.test(text) && /历史|文科/.test(text))
}
