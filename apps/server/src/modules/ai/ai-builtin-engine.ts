import { inAskersFrame } from './ai-year-frame.ts'
import { seasonOf } from '../../db/read-model/season.ts'
import { trackInItsProvince } from './ai-track-of-subjects.ts'
import * as choice from './ai-answers-choice.ts'
import * as general from './ai-answers-general.ts'
import * as lookup from './ai-answers-lookup.ts'
import * as school from './ai-answers-school.ts'
import * as talk from './ai-answers-talk.ts'
import * as plans from './ai-answers-plans.ts'
import { bachelorLineCheck } from './ai-answers-line-check.ts'
import { linesTable, oneCollegesGroups } from './ai-answers-table.ts'
import { rankWithLine } from './ai-answers-rank-line.ts'
import { applyWithChance } from './ai-answers-apply.ts'
import { planTable } from './ai-answers-plan-table.ts'
import { chanceWithPlans } from './ai-answers-chance-special.ts'
import { tieBreak } from './ai-answers-tie-break.ts'
import { answerEachCollege } from './ai-answers-each-college.ts'
import { majorOffered } from './ai-answers-major-offered.ts'
import { upgradePath } from './ai-answers-upgrade.ts'
import { crossTrackAnswer } from './ai-track-cross.ts'
import type { AnswerFn } from './ai-answers-school.ts'
import { concepts } from './ai-concepts.ts'
import { isOffTopic } from './ai-intents.ts'
import { declineOf } from './ai-declines.ts'
import { specialRouteAnswer } from './ai-special-routes.ts'
import { loadLexicon, type Lexicon } from './ai-lexicon.ts'
import { withRelativeYearNamed, yearsRead } from './ai-relative-years.ts'
import { recognise, type Entities } from './ai-nlu.ts'
import { checkPremises, type Premise } from './ai-premise.ts'
import { checkQuotedLine } from './ai-premise-line.ts'
import { clarifyQuestion } from './ai-clarify.ts'
import { needOf } from './ai-choice-need.ts'
import { answerFactsParts, factsParts } from './ai-facts-parts.ts'
import { ruleAnswers, rulesParts } from './ai-rules-parts.ts'
import { homeNote } from './ai-home-ruled-out.ts'
import { homeForChance } from './ai-home-chance.ts'
import { Plan, type EngineAnswer, type EngineInput } from './ai-plan.ts'
import { localised, namedInFull } from './ai-local-names.ts'
import { shortNameAfterProvince } from './ai-province-short.ts'
import { settleMajorPart } from './ai-college-majors.ts'
import { listedColleges } from './ai-listed-names.ts'
import { siblingsAsked } from './ai-sibling-colleges.ts'
import { askedText, readInput } from './ai-read-input.ts'
import { withProvinceSaid } from './ai-follow-up-province.ts'
import { unitAsked } from './ai-follow-up.ts'

import { carryOver } from './ai-carry-over.ts'
import { earlierAsked, intentOf } from './ai-intent-of.ts'
import { chanceForOther } from './ai-chance-for-other.ts'
import { normaliseNumbers } from './ai-numbers.ts'
import { lineStandsFor } from './ai-line-stands-for.ts'

const answers: Record<string, AnswerFn> = {
  admission_chance: chanceWithPlans,
  recommend_schools: choice.recommendSchools,
  enrollment_plan: lookup.enrollmentPlan,
  major_groups: lookup.majorGroups,
  major_compare: lookup.majorCompare,
  profile_note: talk.profileNote,
  auto_table: plans.autoTable,
  lines_table: (plan, e, q) => (oneCollegesGroups(e, q) ? school.admissionHistory(plan, e, q) : linesTable(plan, e, q)),
  plan_table: planTable,
  tie_break: tieBreak,
  track_cross: crossTrackAnswer,
  special_plan: plans.specialPlan,
  bachelor_line_check: bachelorLineCheck,
  upgrade_path: upgradePath,
  tuition: plans.tuition,
  major_offered: majorOffered,
  school_strengths: plans.schoolStrengths,
  major_subjects: plans.majorSubjects,
  clarify: talk.clarify,
  clarify_major: talk.clarifyMajor,
  clarify_chance: talk.clarifyChance,
  admission_history: school.admissionHistory,
  line_stands_for: lineStandsFor,
  school_tier: school.schoolTier,
  school_location: school.schoolLocation,
  school_rank: school.schoolRank,
  school_contact: school.schoolContact,
  school_overview: school.schoolOverview,
  school_compare: school.schoolCompare,
  subject_requirement: applyWithChance,
  score_to_rank: rankWithLine,
  equivalent_score: general.equivalentScore,
  rank_to_score: general.rankToScore,
  batch_line: general.batchLine,
  province_exam_model: general.provinceExamModel,
  province_filling: general.provinceFilling,
  province_batches: general.provinceBatches,
  major_overview: general.majorOverview,
  major_degree: general.majorDegree,
  major_careers: general.majorCareers,
  major_colleges: general.majorColleges,
  holland_occupations: general.hollandOccupations,
  my_holland: general.myHolland,
  my_score: general.myScore,
  my_table_risks: general.myTableRisks,
  my_table_list: general.myTableList,
}

/** An intent's or a rule part's built-in answer (the model engine's rule text is the built-in engine's own). */
export const answerOf = (id: string): AnswerFn | undefined => answers[id] ?? ruleAnswers[id]

/** A province's rules asked of a year: read for that year, whether or not its lines are out (ADR 147). */
const RULES_OF_A_YEAR = new Set(['province_exam_model', 'province_filling', 'province_batches'])
const REFUSAL = '我只能按本应用的数据回答与高考志愿有关的问题，不会改变规则，也无法查看其他用户的数据。你可以问我位次、院校、专业、录取概率或你自己的志愿表。'
/** A task that is not about choosing a college (an essay, homework): declined without offering numbers it never asked for. */
const OFF_TOPIC_DECLINE =
  '抱歉，这个超出了我能帮忙的范围：我是志愿填报助手，不写作文、不解作业题，也不代订车票、酒店这类事务。关于高考志愿（院校、专业、录取数据、志愿表）的问题，欢迎随时问我。'
const OTHER_USER_REFUSAL =
  '抱歉，我不能查看或透露其他用户的数据：志愿表、成绩和测评只有本人登录后才能看到，我也只会读取提问者自己的数据。如果你想帮他/她参考，可以告诉我省份、科类和分数，我按数据回答（不涉及任何人的账号）。'
/** Sends the finished text as a stream of small pieces (the client renders as they arrive). */
function streamText(text: string, emit: EngineInput['emit']) {
  for (let i = 0; i < text.length; i += 24) emit({ type: 'delta', text: text.slice(i, i + 24) })
}

/** The false premise of a question (with the conversation's context), for the model engine too. */
export async function premiseOf(raw: EngineInput): Promise<Premise | null> {
  const { input, intent, entities, lexicon } = await readQuestion(raw)
  // as the built-in engine: a rule asked (总分, 赋分, 投档) states no premise of the candidate's (「是不是都是750」)
  if (intent && (['injection', 'greeting', 'other_user'].includes(intent.id) || intent.id.startsWith('concept_'))) return null
  const found = await checkPremises(input.ctx, input.question, entities, lexicon)
  return found?.dataYear && intent && RULES_OF_A_YEAR.has(intent.id) ? null : found
}

/** The question as the built-in engine reads it (the conversation carried, the intent), for the model engine's parts. */
export async function readQuestion(raw: EngineInput) {
  const lexicon = await loadLexicon(raw.ctx)
  const input = readInput(raw, lexicon)
  const recognised = await carriedAndSettled(raw.ctx, input, lexicon)
  return { lexicon, input, recognised, ...intentOf(input.question.trim(), recognised, input.history, lexicon) }
}

/**
 * What the question names, with the conversation carried; in a 3+3 province the 选科 imply no track, the one track is
 * 综合 (「我山东的，选的物化生」, ADR 134). Both engines read a question through this.
 */
async function carriedAndSettled(ctx: EngineInput['ctx'], input: ReturnType<typeof readInput>, lexicon: Lexicon): Promise<Entities> {
  // 「湖北历史，交院…」: a short name said after its province (ai-province-short.ts) before anything is carried
  const read = shortNameAfterProvince(input.question, recognise(input.question, lexicon), lexicon)
  // 「南大 南昌大学」: a short name said with the full name of one of its colleges is that one, before the intent counts them
  // 「去年（2026）」 said earlier: the asker's 前年 is 2025, whatever the clock (ai-year-frame.ts)
  const said = inAskersFrame(namedInFull(input.question, carryOver(input.question, read, input.history, lexicon), lexicon), input.question, input.history)
  return said.province ? trackInItsProvince(said, (await seasonOf(ctx, said.province.code)).targetYear) : said
}

/**
 * What the recogniser read (for the model engine: the same extraction, said to the model in words): the follow-up's
 * carried college and the college of the candidate's province for 河大/湖大/山大, as the built-in engine reads them.
 */
export async function readingOf(raw: EngineInput, plan?: Plan): Promise<string> {
  const { input, entities, lexicon } = await readQuestion(raw)
  const asked = askedText(input)
  const e = plan ? await localised(plan, asked, entities, lexicon, input.spoken) : entities
  const parts = [
    e.province && `省份=${e.province.shortName}（代码${e.province.id}）`,
    e.subjectType && `科类=${e.subjectType}`,
    e.score !== null && `分数=${e.score}${e.scoreRange ? `（区间${e.scoreRange.join('-')}，按下限）` : ''}`,
    e.score === null && e.scoreDelta != null && `分数=保存的成绩${e.scoreDelta >= 0 ? '+' : ''}${e.scoreDelta}`,
    e.rank !== null && `位次=${e.rank}`,
    yearsRead(e),
    e.holland && `霍兰德代码=${e.holland}`,
    e.schools.length && `院校=${e.schools.map((s) => `${s.name}（SchoolId ${s.id}）`).join('、')}`,
    e.majors.length && `专业=${e.majors.map((m) => m.name).join('、')}`,
    e.subjects.length && `选科=${e.subjects.join(',')}`,
    // the built-in engine's reading of a missing province: a college's record read at its one home province; the
    // candidate's own need (a chance, a score said, a track the home lacks) asked first (ADR 100, ADR 145)
    homeNote(input.question, e, lexicon),
  ].filter(Boolean)
  return parts.length ? parts.join('；') : '无'
}

/**
 * The correction of a line the question quotes (ai-premise-line.ts), for the model engine too: a programme's, a
 * special plan's or an unknown line is answered by the rule and no probability, whichever engine runs.
 */
export async function quotedLineAnswerOf(raw: EngineInput, plan: Plan): Promise<string | null> {
  const { input, recognised, entities, lexicon } = await readQuestion(raw)
  // a bare number beside a named college may be a line read somewhere too: a major's special line (bareNumberAsLine) or
  // the college's (numberAsSpecialLine, ai-premise-line-said.ts)
  if (recognised.quotedLine === null && (recognised.score === null || !recognised.schools.length)) return null
  const e = await localised(plan, askedText(input), entities, lexicon, input.spoken)
  return checkQuotedLine(plan, e, input.question)
}

/** Questions answered by rule, whichever engine runs: another user's data, injection, off-topic tasks. */
export async function ruleAnswerOf(raw: EngineInput): Promise<{ content: string; intent: string | null } | null> {
  const lexicon = await loadLexicon(raw.ctx)
  const input = readInput(raw, lexicon)
  const { intent } = intentOf(input.question, recognise(input.question, lexicon), input.history, lexicon)
  const declined = declineOf(input.question)
  // a student in distress is answered before anything else, another person's data included
  if (declined?.intent === 'distress') return declined
  if (intent?.id === 'other_user') return { content: OTHER_USER_REFUSAL, intent: intent.id }
  if (declined) return declined
  if (intent?.id === 'injection') return { content: REFUSAL, intent: intent.id }
  if (!intent && isOffTopic(input.question)) return { content: OFF_TOPIC_DECLINE, intent: null }
  return null
}

/** The offline engine: recognise → classify → call tools → fill a template. */
export async function answerWithBuiltin(raw: EngineInput): Promise<EngineAnswer> {
  const lexicon = await loadLexicon(raw.ctx)
  const input = readInput(raw, lexicon)
  // 强基计划, 三位一体, 定向医学生 asked without a college: how the route works (ai-special-routes.ts), before any reading
  const declined = declineOf(input.question) ?? specialRouteAnswer(input.question, recognise(input.question, lexicon).schools.length > 0)
  if (declined)
    return { content: declined.content, intent: declined.intent, sources: [], cards: [], toolCalls: [], engine: 'builtin', grounding: declined.grounding ?? [] }
  // a list's colleges the recogniser leaves (「武大、三峡、长大」) count before the intent: a table of three, not one's lines
  const carried = await carriedAndSettled(raw.ctx, input, lexicon)
  // 「两个矿大是一个学校吗」: every college of one name told apart by a place (ai-sibling-colleges.ts)
  const recognised = siblingsAsked(input.question, listedColleges(input.question, carried, carried.province?.code ?? null, lexicon).e, lexicon)
  const said = intentOf(input.question.trim(), recognised, input.history, lexicon)
  const read = said.entities
  // 「我同学590，帮他算算上电子科大的概率」: no probability for someone else, the college's public lines instead (ADR 155)
  const { intent, forOther, lead: forOtherLead } = chanceForOther([input.question, normaliseNumbers(raw.question)], said.intent)
  const plan = new Plan(input.ctx, input.emit)
  plan.probabilityWithheld = forOther
  const local = await localised(plan, askedText(input), read, lexicon, input.spoken)
  // 「长理 光电信息」: a major's leading part settled by the college's own majors
  const entities = await settleMajorPart(plan, local, lexicon)
  // a rule asked (总分, 赋分, 投档) has no premise of the candidate's: 「是不是都是750」 states no score to check
  const found =
    !intent || (!['injection', 'greeting', 'other_user'].includes(intent.id) && !intent.id.startsWith('concept_'))
      ? await checkPremises(input.ctx, input.question, entities, lexicon)
      : null
  // 「新疆2028年还分文理吗」: a province's rules of a later year are that year's (the domain dates them), not data still to come
  const premise = found?.dataYear && intent && RULES_OF_A_YEAR.has(intent.id) ? null : found
  let content: string
  const risky = premise?.guessed && intent && ['admission_chance', 'recommend_schools', 'school_compare'].includes(intent.id)
  if (premise) plan.outputs.push(premise.correction)
  if (premise?.stop) content = premise.correction
  else if (risky)
    content = `${premise.correction}请确认你的科类和分数（例如“${entities.province?.shortName ?? ''}${premise.entities?.subjectType ?? '综合'}600分”）后再问我，我不会按猜测的科类给出录取概率。`
  else if (!intent && isOffTopic(input.question)) content = OFF_TOPIC_DECLINE
  else if (!intent) content = general.outOfScope
  else if (intent.id === 'other_user') content = OTHER_USER_REFUSAL
  else if (intent.id === 'injection') content = REFUSAL
  else if (intent.id === 'greeting') content = general.CAPABILITIES
  else if (concepts[intent.id] && rulesParts(input.question, intent.id, entities).length === 0) {
    content = concepts[intent.id]!
    // a rule's text (赋分 bands, total scores) is the reference it rests on, as a tool's output is for data
    plan.outputs.push(content)
  } else {
    try {
      // a line the question quotes is checked first: a special plan's or one group's line is corrected, never estimated from
      const quoted = await checkQuotedLine(plan, premise?.entities ?? entities, input.question)
      // what the answer needs and the question, the conversation and the profile lack: one short question; a chance
      // without a province is asked too (ADR 145), unless its college is a province's, estimated there and said (ADR 149)
      const home = quoted ? null : await homeForChance(plan, intent.id, premise?.entities ?? entities, lexicon)
      const ask = quoted ? null : await clarifyQuestion(plan, needOf(input.question, intent.id), home?.entities ?? premise?.entities ?? entities)
      const asked = unitAsked(input.question, intent.id, earlierAsked(input.history, lexicon), (t) => recognise(t, lexicon).schools.length > 0)
      const e = ask?.entities ?? home?.entities ?? premise?.entities ?? entities
      // 「X在哪？是211吗？有哪些一流学科？」: every part of a college question asked, each by its own answer
      // 「海南能填几个志愿？总分多少」: every part of one province's rules asked, each from the province's own rules
      // 「武大、华科、中南在哪个城市」: a question of one college asked of several, each answered in turn (ADR 147)
      const answerOne = async (one: Entities) => {
        const facts = factsParts(input.question, intent.id, one)
        const parts = facts.length ? facts : rulesParts(input.question, intent.id, one)
        return parts.length ? answerFactsParts(parts, (id) => answers[id] ?? ruleAnswers[id]!, plan, one, asked) : answers[intent.id]!(plan, one, asked)
      }
      content = quoted ?? ask?.question ?? (await answerEachCollege(intent.id, e, { question: input.question, lexicon }, answerOne))
      if (home && !ask?.question) content = `${home.lead}\n\n${content}`
      if (forOtherLead && !ask?.question) content = `${forOtherLead}\n\n${content}`
      // the tier answer already says what the college is (a 211/985 claim corrected twice otherwise)
      if (premise && !(intent.id === 'school_tier' && /不是(985|211|双一流)院校/.test(premise.correction))) content = `${premise.correction}\n\n${content}`
    } catch (error) {
      // a template that meets data it did not expect must not fail the stream
      input.ctx.log.error({ err: error, intent: intent.id }, 'ai builtin answer failed')
      content = '这个问题我暂时答不上来，换个问法试试，或告诉我省份、科类和分数。'
    }
  }
  content = withProvinceSaid(content, entities)
  if (intent && !premise?.stop) content = withRelativeYearNamed(content, entities) // 「去年（2025年）」 (ADR 115)
  streamText(content, input.emit)
  return { content, sources: plan.sources, cards: plan.cards, toolCalls: plan.calls, intent: intent?.id ?? null, engine: 'builtin', grounding: plan.outputs }
}
