import { seasonOf } from '../../db/read-model/season.ts'
import { trackInItsProvince } from './ai-track-of-subjects.ts'
import * as choice from './ai-answers-choice.ts'
import * as general from './ai-answers-general.ts'
import * as lookup from './ai-answers-lookup.ts'
import * as school from './ai-answers-school.ts'
import * as talk from './ai-answers-talk.ts'
import * as plans from './ai-answers-plans.ts'
import { bachelorLineCheck } from './ai-answers-line-check.ts'
import { linesTable } from './ai-answers-table.ts'
import { planTable } from './ai-answers-plan-table.ts'
import { chanceWithPlans } from './ai-answers-chance-special.ts'
import { tieBreak } from './ai-answers-tie-break.ts'
import { upgradePath } from './ai-answers-upgrade.ts'
import type { AnswerFn } from './ai-answers-school.ts'
import { concepts } from './ai-concepts.ts'
import { classify, intents, isOffTopic, type Intent } from './ai-intents.ts'
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
import { Plan, type EngineAnswer, type EngineInput } from './ai-plan.ts'
import { localised } from './ai-local-names.ts'
import { provinceCorrected } from './ai-province-corrected.ts'
import { shortNameAfterProvince } from './ai-province-short.ts'
import { settleMajorPart } from './ai-college-majors.ts'
import { listedColleges } from './ai-listed-names.ts'
import { readable, readInput } from './ai-read-input.ts'
import {
  ALSO_NAMED,
  BARE_FOLLOW_UP,
  changeOnlyTurn,
  FOLLOW_UP,
  NAMED_FOLLOW_UP,
  LINE_GAP,
  planOfEarlier,
  THEM,
  WHAT_IF,
  YEARS_FOLLOW_UP,
} from './ai-follow-up-words.ts'
import { withProvinceSaid } from './ai-follow-up-province.ts'
import { ASKED_AGAIN, asksMore, namesOneThing, pickEntities, rankByFallback, unitAsked, withScoreChanged } from './ai-follow-up.ts'

import { asksOfOther, carryOver, PREVIOUS_YEARS } from './ai-carry-over.ts'

const answers: Record<string, AnswerFn> = {
  admission_chance: chanceWithPlans,
  recommend_schools: choice.recommendSchools,
  enrollment_plan: lookup.enrollmentPlan,
  major_groups: lookup.majorGroups,
  major_compare: lookup.majorCompare,
  profile_note: talk.profileNote,
  auto_table: plans.autoTable,
  lines_table: linesTable,
  plan_table: planTable,
  tie_break: tieBreak,
  special_plan: plans.specialPlan,
  bachelor_line_check: bachelorLineCheck,
  upgrade_path: upgradePath,
  tuition: plans.tuition,
  school_strengths: plans.schoolStrengths,
  major_subjects: plans.majorSubjects,
  clarify: talk.clarify,
  clarify_major: talk.clarifyMajor,
  clarify_chance: talk.clarifyChance,
  admission_history: school.admissionHistory,
  school_tier: school.schoolTier,
  school_location: school.schoolLocation,
  school_rank: school.schoolRank,
  school_contact: school.schoolContact,
  school_overview: school.schoolOverview,
  school_compare: school.schoolCompare,
  subject_requirement: school.subjectRequirement,
  score_to_rank: general.scoreToRank,
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

const REFUSAL = '我只能按本应用的数据回答与高考志愿有关的问题，不会改变规则，也无法查看其他用户的数据。你可以问我位次、院校、专业、录取概率或你自己的志愿表。'
/** A task that is not about choosing a college (an essay, homework): declined without offering numbers it never asked for. */
const OFF_TOPIC_DECLINE =
  '抱歉，这个超出了我能帮忙的范围：我是志愿填报助手，不写作文、不解作业题，也不代订车票、酒店这类事务。关于高考志愿（院校、专业、录取数据、志愿表）的问题，欢迎随时问我。'
const OTHER_USER_REFUSAL =
  '抱歉，我不能查看或透露其他用户的数据：志愿表、成绩和测评只有本人登录后才能看到，我也只会读取提问者自己的数据。如果你想帮他/她参考，可以告诉我省份、科类和分数，我按数据回答（不涉及任何人的账号）。'
/** The earlier user turns, newest first, read as this one is. */
const earlierAsked = (history: EngineInput['history'], lexicon: Lexicon) =>
  history
    .filter((h) => h.role === 'user')
    .reverse()
    .slice(0, 4)
    .map((h) => readable(h.content, lexicon))
/**
 * The intent, and the entities to answer with. A follow-up (“那河南大学呢”, “换成600分呢”) takes the
 * intent of the latest earlier question that had one, with what this question names replacing what
 * that one named.
 */
function intentOf(question: string, e: Entities, history: EngineInput['history'], lexicon: Lexicon): { intent: Intent | null; entities: Entities } {
  // 「那他能上河南大学吗」 right after a turn asked of a named classmate: the same person's chance, declined as that turn was
  const last = history.filter((h) => h.role === 'user').at(-1)
  const lastText = last ? readable(last.content, lexicon) : ''
  if (THEM.test(question) && last && asksOfOther(lastText, recognise(lastText, lexicon)))
    return { intent: intents.find((i) => i.id === 'other_user')!, entities: e }
  const own = classify(question, e)
  // 「模考440，离这个线还差多少」 right after a province's batch line was asked: the gap to that line, not the score's rank
  if (e.score !== null && e.schools.length === 0 && LINE_GAP.test(question) && own?.id !== 'batch_line') {
    const prev = earlierAsked(history, lexicon)[0]
    if (prev && classify(prev, recognise(prev, lexicon))?.id === 'batch_line')
      return { intent: intents.find((i) => i.id === 'bachelor_line_check')!, entities: e }
  }
  // “那2023和2024年呢”, “麻烦再查一下前两年的”: only years, the question is the earlier one for them
  const yearsOnly = e.schools.length === 0 && e.majors.length === 0 && isYearsOnly(question, e)
  // “那河南大学呢” only names the new subject: the bare name classifies as an overview, yet the
  // question is the earlier one asked again about it
  // 「华科」, 「福大」 alone after a question (嘞 already stripped): only the new college, the question is the earlier one
  const nameOnly = question.replace(/[\s，,。？?！!]/g, '').length <= 6 && e.schools.length === 1
  const isBare =
    (BARE_FOLLOW_UP.test(question) || NAMED_FOLLOW_UP.test(question) || ALSO_NAMED.test(question) || ASKED_AGAIN.test(question) || nameOnly) &&
    own !== null &&
    ['school_overview', 'major_overview'].includes(own.id)
  // a short turn naming one thing (a track, a score's change, 专科) with nothing of its own to ask, or only stating it
  const history1 = history.some((h) => h.role === 'user')
  const oneThing = history1 && !isOffTopic(question) && namesOneThing(question, recognise(question, lexicon))
  // a terse turn that only names the one thing (「物理」, 「专科」, 「福大」, 「历史类嘞」) after a question asks that question again
  const terse = oneThing && own?.id === 'profile_note' && (asksMore(question) || question.replace(/[\s，,。？?！!]/g, '').length <= 8)
  // 「那在湖北的投档线呢」: a word of a rule (投档) in a turn that names only a new province is the earlier question again;
  // 「我们其实是湖北考生，…的线呢」: a province corrected, the earlier question for it (ADR 129)
  const earlierProvinces = () => earlierAsked(history, lexicon).map((t) => recognise(t, lexicon).province)
  const corrected = history1 && provinceCorrected(question, lexicon.provinces, earlierProvinces()) !== null
  // 「要是我考600呢」 after a college's chance: a province and a score read as the score's rank only because nothing else
  // was asked (classify's fallback), so the changed score is the earlier question's, not a rank question
  const vague = !own || own.id.startsWith('concept_') || ['school_overview', 'profile_note'].includes(own.id) || rankByFallback(own, question, e)
  const weak =
    !own ||
    own.id === 'clarify_chance' ||
    isBare ||
    yearsOnly ||
    terse ||
    (vague && ((oneThing && (FOLLOW_UP.test(question) || WHAT_IF.test(question))) || corrected))
  if ((FOLLOW_UP.test(question) || ASKED_AGAIN.test(question) || yearsOnly || oneThing || corrected) && weak) {
    // the college of the newest follow-up passed over (「那武汉理工大学呢」 → 「要是600呢」): the one the conversation is on
    let named: Entities | null = null
    for (const previous of history
      .filter((h) => h.role === 'user')
      .reverse()
      .slice(0, 4)) {
      // a follow-up of a follow-up (“那郑州大学呢” → “那河南师范大学呢”, 「那武理工呢」 → 「要是600呢」): the question is the one before them
      // the earlier turn read as this one is (好多分 → 多少分, typos), so its question is found the same way
      const text = readable(previous.content, lexicon)
      const said = recognise(text, lexicon)
      if (changeOnlyTurn(text.trim(), said, classify(text, said))) {
        if (!named && (said.schools.length || said.majors.length)) named = said
        continue
      }
      const before = named ? { ...said, schools: named.schools, majors: named.majors } : said
      const earlier = classify(text, { ...before, ...pickEntities(e) })
      // “那近三年呢” after a college's chance or line: its lines over the years; 「+20分呢」 after 「我位次」: that score's rank
      const intent =
        earlier && (YEARS_FOLLOW_UP.test(question) || (yearsOnly && e.years.length >= 2)) && (e.schools.length || before.schools.length)
          ? (intents.find((i) => i.id === 'admission_history') ?? earlier)
          : earlier && withScoreChanged(earlier, e, (id) => intents.find((i) => i.id === id))
      if (!intent || ['greeting', 'injection', 'other_user', 'profile_note', 'clarify', 'clarify_chance'].includes(intent.id)) continue
      const merged: Entities = {
        ...e,
        schools: e.schools.length ? e.schools : before.schools,
        majors: e.majors.length ? e.majors : e.schools.length ? [] : before.majors,
        holland: e.holland ?? before.holland,
      }
      return { intent, entities: merged }
    }
  }
  // “要选啥科才能报啊” after 临床医学, 「国家专项组呢」 after a college's line: about the college or major the conversation is on
  if ((!own || own.id.startsWith('clarify') || planOfEarlier(question, own)) && e.schools.length === 0 && e.majors.length === 0) {
    const latest = earlierAsked(history, lexicon)
      .map((t) => recognise(t, lexicon))
      .find((p) => p.schools.length || p.majors.length)
    if (latest) {
      // the major named with the college in that turn stays with it (“广西医大临床 选科” → “学几年，学费多少”)
      const merged: Entities = { ...e, schools: latest.schools, majors: latest.majors }
      const again = planOfEarlier(question, own) ? intents.find((i) => i.id === 'special_plan')! : classify(question, merged)
      if (again && !again.id.startsWith('clarify') && !['school_overview', 'major_overview'].includes(again.id)) return { intent: again, entities: merged }
    }
  }
  return { intent: own, entities: e }
}

/** Years named or counted back (前两年), and nothing else asked: 麻烦、再、查一下、也就是 are only the asking. */
function isYearsOnly(question: string, e: Entities): boolean {
  if (e.years.length === 0 && e.year === null && !PREVIOUS_YEARS.test(question)) return false
  const rest = question
    .replace(/\d+|年|[、，,。？?！!和跟及与的呢那再也就是吧吗呀啊\s/-]|到|至|麻烦|帮我|帮忙|查一下|查查|查下|看一下|看看|往前|一下|数据|分数线|的线|呢/g, '')
    .replace(PREVIOUS_YEARS, '')
  return rest.length <= 2
}
/** 前两年, 再往前两年, 前三年: the years before the one the conversation was on */

/** Sends the finished text as a stream of small pieces (the client renders as they arrive). */
function streamText(text: string, emit: EngineInput['emit']) {
  for (let i = 0; i < text.length; i += 24) emit({ type: 'delta', text: text.slice(i, i + 24) })
}

/** The false premise of a question (with the conversation's context), for the model engine too. */
export async function premiseOf(raw: EngineInput): Promise<Premise | null> {
  const { input, intent, entities, lexicon } = await readQuestion(raw)
  // as the built-in engine: a rule asked (总分, 赋分, 投档) states no premise of the candidate's (「是不是都是750」)
  if (intent && (['injection', 'greeting', 'other_user'].includes(intent.id) || intent.id.startsWith('concept_'))) return null
  return checkPremises(input.ctx, input.question, entities, lexicon)
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
  const said = carryOver(input.question, read, input.history, lexicon)
  return said.province ? trackInItsProvince(said, (await seasonOf(ctx, said.province.code)).targetYear) : said
}

/**
 * What the recogniser read (for the model engine: the same extraction, said to the model in words): the follow-up's
 * carried college and the college of the candidate's province for 河大/湖大/山大, as the built-in engine reads them.
 */
export async function readingOf(raw: EngineInput, plan?: Plan): Promise<string> {
  const { input, entities, lexicon } = await readQuestion(raw)
  const asked = [input.question, ...input.history.filter((h) => h.role === 'user').map((h) => h.content)].join('\n')
  const e = plan ? await localised(plan, asked, entities, lexicon) : entities
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
  if (recognised.quotedLine === null) return null
  const e = await localised(plan, [input.question, ...input.history.filter((h) => h.role === 'user').map((h) => h.content)].join('\n'), entities, lexicon)
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
  const recognised = listedColleges(input.question, carried, carried.province?.code ?? null, lexicon).e
  const { intent, entities: read } = intentOf(input.question.trim(), recognised, input.history, lexicon)
  const plan = new Plan(input.ctx, input.emit)
  const local = await localised(plan, [input.question, ...input.history.filter((h) => h.role === 'user').map((h) => h.content)].join('\n'), read, lexicon)
  // 「长理 光电信息」: a major's leading part settled by the college's own majors
  const entities = await settleMajorPart(plan, local, lexicon)
  // a rule asked (总分, 赋分, 投档) has no premise of the candidate's: 「是不是都是750」 states no score to check
  const premise =
    !intent || (!['injection', 'greeting', 'other_user'].includes(intent.id) && !intent.id.startsWith('concept_'))
      ? await checkPremises(input.ctx, input.question, entities, lexicon)
      : null
  let content: string
  const risky = premise?.guessed && intent && ['admission_chance', 'recommend_schools', 'school_compare'].includes(intent.id)
  if (premise) plan.outputs.push(premise.correction)
  if (premise?.stop) content = premise.correction
  else if (risky)
    content = `${premise.correction}请确认你的科类和分数（例如“${entities.province?.shortName ?? ''}综合600分”）后再问我，我不会按猜测的科类给出录取概率。`
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
      // without a province is asked too, never estimated for the college's home province (ADR 145, reversing ADR 067)
      const ask = quoted ? null : await clarifyQuestion(plan, needOf(input.question, intent.id), premise?.entities ?? entities)
      const asked = unitAsked(input.question, intent.id, earlierAsked(input.history, lexicon), (t) => recognise(t, lexicon).schools.length > 0)
      const e = ask?.entities ?? premise?.entities ?? entities
      // 「X在哪？是211吗？有哪些一流学科？」: every part of a college question asked, each by its own answer
      // 「海南能填几个志愿？总分多少」: every part of one province's rules asked, each from the province's own rules
      const facts = quoted || ask?.question ? [] : factsParts(input.question, intent.id, e)
      const parts = facts.length || quoted || ask?.question ? facts : rulesParts(input.question, intent.id, e)
      content =
        quoted ??
        ask?.question ??
        (parts.length ? await answerFactsParts(parts, (id) => answers[id] ?? ruleAnswers[id]!, plan, e, asked) : await answers[intent.id]!(plan, e, asked))
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
