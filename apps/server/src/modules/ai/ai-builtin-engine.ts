import * as choice from './ai-answers-choice.ts'
import * as general from './ai-answers-general.ts'
import * as lookup from './ai-answers-lookup.ts'
import * as school from './ai-answers-school.ts'
import * as talk from './ai-answers-talk.ts'
import type { AnswerFn } from './ai-answers-school.ts'
import { concepts } from './ai-concepts.ts'
import { classify, type Intent } from './ai-intents.ts'
import { loadLexicon, type Lexicon } from './ai-lexicon.ts'
import { recognise, type Entities } from './ai-nlu.ts'
import { checkPremises, type Premise } from './ai-premise.ts'
import { Plan, type EngineAnswer, type EngineInput } from './ai-plan.ts'

const answers: Record<string, AnswerFn> = {
  admission_chance: choice.admissionChance,
  recommend_schools: choice.recommendSchools,
  enrollment_plan: lookup.enrollmentPlan,
  major_groups: lookup.majorGroups,
  major_compare: lookup.majorCompare,
  profile_note: talk.profileNote,
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

const REFUSAL = '我只能按本应用的数据回答与高考志愿有关的问题，不会改变规则，也无法查看其他用户的数据。你可以问我位次、院校、专业、录取概率或你自己的志愿表。'
const PRONOUN = /它|该校|这所(学校|大学)?|这个(学校|大学|专业)|这学校|这个专业|该专业|其中|哪个更|报哪个/
const FOLLOW_UP = /^(那|那么|换成|如果是|改成)?.{1,16}(呢|怎么样|如何)[？?]?$/
const BARE_FOLLOW_UP = /^(那|那么|换成|如果是|改成).{1,16}呢[？?]?$/

/**
 * Follow-ups keep the earlier turns' province, 科类, score and 选科; “它/该校/这个专业” point at the
 * college or major of the latest turn that named one (both colleges when it named two: “报哪个更稳”).
 */
function carryOver(question: string, e: Entities, history: EngineInput['history'], lexicon: Lexicon): Entities {
  const earlier = history
    .filter((h) => h.role === 'user')
    .reverse()
    .slice(0, 6)
    .map((h) => recognise(h.content, lexicon))
  const out = { ...e }
  if (out.schools.length === 0 && out.majors.length === 0 && PRONOUN.test(question)) {
    const latest = earlier.find((p) => p.schools.length || p.majors.length)
    out.schools = latest?.schools ?? []
    out.majors = latest?.schools.length ? [] : (latest?.majors ?? [])
  }
  for (const prev of earlier) {
    out.province ??= prev.province
    out.subjectType ??= prev.subjectType
    if (out.score === null && out.rank === null) {
      out.score = prev.score
      out.rank = prev.rank
    }
    if (out.subjects.length === 0) out.subjects = prev.subjects
  }
  return out
}

/**
 * The intent, and the entities to answer with. A follow-up (“那河南大学呢”, “换成600分呢”) takes the
 * intent of the latest earlier question that had one, with what this question names replacing what
 * that one named.
 */
function intentOf(question: string, e: Entities, history: EngineInput['history'], lexicon: Lexicon): { intent: Intent | null; entities: Entities } {
  const own = classify(question, e)
  // “那河南大学呢” only names the new subject: the bare name classifies as an overview, yet the
  // question is the earlier one asked again about it
  const isBare = BARE_FOLLOW_UP.test(question) && own !== null && ['school_overview', 'major_overview'].includes(own.id)
  if (FOLLOW_UP.test(question) && (!own || own.id === 'clarify_chance' || isBare)) {
    for (const previous of history
      .filter((h) => h.role === 'user')
      .reverse()
      .slice(0, 4)) {
      const before = recognise(previous.content, lexicon)
      const intent = classify(previous.content, { ...before, ...pickEntities(e) })
      if (!intent || ['greeting', 'injection', 'profile_note', 'clarify', 'clarify_chance'].includes(intent.id)) continue
      const merged: Entities = {
        ...e,
        schools: e.schools.length ? e.schools : before.schools,
        majors: e.majors.length ? e.majors : e.schools.length ? [] : before.majors,
        holland: e.holland ?? before.holland,
      }
      return { intent, entities: merged }
    }
  }
  return { intent: own, entities: e }
}

const pickEntities = (e: Entities): Partial<Entities> => ({
  ...(e.schools.length ? { schools: e.schools } : {}),
  ...(e.majors.length ? { majors: e.majors } : {}),
  ...(e.province ? { province: e.province } : {}),
  ...(e.score !== null ? { score: e.score } : {}),
  ...(e.rank !== null ? { rank: e.rank } : {}),
})

/** Sends the finished text as a stream of small pieces (the client renders as they arrive). */
function streamText(text: string, emit: EngineInput['emit']) {
  for (let i = 0; i < text.length; i += 24) emit({ type: 'delta', text: text.slice(i, i + 24) })
}

/** The false premise of a question (with the conversation's context), for the model engine too. */
export async function premiseOf(input: EngineInput): Promise<Premise | null> {
  const lexicon = await loadLexicon(input.ctx)
  const recognised = carryOver(input.question, recognise(input.question, lexicon), input.history, lexicon)
  const { intent, entities } = intentOf(input.question.trim(), recognised, input.history, lexicon)
  if (intent && ['injection', 'greeting'].includes(intent.id)) return null
  return checkPremises(input.ctx, input.question, entities, lexicon)
}

/** The offline engine: recognise → classify → call tools → fill a template. */
export async function answerWithBuiltin(input: EngineInput): Promise<EngineAnswer> {
  const lexicon = await loadLexicon(input.ctx)
  const recognised = carryOver(input.question, recognise(input.question, lexicon), input.history, lexicon)
  const { intent, entities } = intentOf(input.question.trim(), recognised, input.history, lexicon)
  const plan = new Plan(input.ctx, input.emit)
  const premise = !intent || !['injection', 'greeting'].includes(intent.id) ? await checkPremises(input.ctx, input.question, entities, lexicon) : null
  let content: string
  const risky = premise?.guessed && intent && ['admission_chance', 'recommend_schools', 'school_compare'].includes(intent.id)
  if (premise?.stop) content = premise.correction
  else if (risky)
    content = `${premise.correction}请确认你的科类和分数（例如“${entities.province?.shortName ?? ''}综合600分”）后再问我，我不会按猜测的科类给出录取概率。`
  else if (!intent) content = general.outOfScope
  else if (intent.id === 'injection') content = REFUSAL
  else if (intent.id === 'greeting') content = general.CAPABILITIES
  else if (concepts[intent.id]) content = concepts[intent.id]!
  else {
    try {
      content = await answers[intent.id]!(plan, premise?.entities ?? entities, input.question)
      if (premise) content = `${premise.correction}\n\n${content}`
    } catch (error) {
      // a template that meets data it did not expect must not fail the stream
      input.ctx.log.error({ err: error, intent: intent.id }, 'ai builtin answer failed')
      content = '这个问题我暂时答不上来，换个问法试试，或告诉我省份、科类和分数。'
    }
  }
  streamText(content, input.emit)
  return { content, sources: plan.sources, cards: plan.cards, toolCalls: plan.calls, intent: intent?.id ?? null, engine: 'builtin' }
}
