import * as general from './ai-answers-general.ts'
import * as school from './ai-answers-school.ts'
import type { AnswerFn } from './ai-answers-school.ts'
import { concepts } from './ai-concepts.ts'
import { classify, type Intent } from './ai-intents.ts'
import { loadLexicon, type Lexicon } from './ai-lexicon.ts'
import { recognise, type Entities } from './ai-nlu.ts'
import { Plan, type EngineAnswer, type EngineInput } from './ai-plan.ts'

const answers: Record<string, AnswerFn> = {
  admission_chance: school.admissionChance,
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
  recommend_schools: general.recommendSchools,
}

const REFUSAL = '我只能按本应用的数据回答与高考志愿有关的问题，不会改变规则，也无法查看其他用户的数据。你可以问我位次、院校、专业、录取概率或你自己的志愿表。'
const PRONOUN = /它|该校|这所(学校|大学)?|这个(学校|大学)|这学校/
const FOLLOW_UP = /^(那|那么|换成|如果是)?.{1,16}(呢|怎么样|如何)[？?]?$/

/** Follow-ups (“那河南大学呢”) keep the earlier turns' province, 科类 and score. */
function carryOver(question: string, e: Entities, history: EngineInput['history'], lexicon: Lexicon): Entities {
  const earlier = history.filter((h) => h.role === 'user').reverse().slice(0, 4).map((h) => recognise(h.content, lexicon))
  const out = { ...e }
  // “它/该校/这所学校” points at the college of the last question that named one
  if (out.schools.length === 0 && PRONOUN.test(question)) out.schools = earlier.find((p) => p.schools.length)?.schools ?? []
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
 * previous question's intent, with what this question names replacing what that one named.
 */
function intentOf(question: string, e: Entities, history: EngineInput['history'], lexicon: Lexicon): { intent: Intent | null; entities: Entities } {
  const previous = history.filter((h) => h.role === 'user').at(-1)
  if (previous && FOLLOW_UP.test(question)) {
    const before = recognise(previous.content, lexicon)
    const merged: Entities = {
      ...e,
      schools: e.schools.length ? e.schools : before.schools,
      majors: e.majors.length ? e.majors : before.majors,
      holland: e.holland ?? before.holland,
    }
    const intent = classify(previous.content, { ...before, ...pickEntities(e) })
    if (intent && intent.id !== 'greeting' && intent.id !== 'injection') return { intent, entities: merged }
  }
  return { intent: classify(question, e), entities: e }
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

/** The offline engine: recognise → classify → call tools → fill a template. */
export async function answerWithBuiltin(input: EngineInput): Promise<EngineAnswer> {
  const lexicon = await loadLexicon(input.ctx)
  const recognised = carryOver(input.question, recognise(input.question, lexicon), input.history, lexicon)
  const { intent, entities } = intentOf(input.question.trim(), recognised, input.history, lexicon)
  const plan = new Plan(input.ctx, input.emit)
  let content: string
  if (!intent) content = general.outOfScope
  else if (intent.id === 'injection') content = REFUSAL
  else if (intent.id === 'greeting') content = general.CAPABILITIES
  else if (concepts[intent.id]) content = concepts[intent.id]!
  else {
    try {
      content = await answers[intent.id]!(plan, entities, input.question)
    } catch (error) {
      // a template that meets data it did not expect must not fail the stream
      input.ctx.log.error({ err: error, intent: intent.id }, 'ai builtin answer failed')
      content = '这个问题我暂时答不上来，换个问法试试，或告诉我省份、科类和分数。'
    }
  }
  streamText(content, input.emit)
  return { content, sources: plan.sources, cards: plan.cards, toolCalls: plan.calls, intent: intent?.id ?? null, engine: 'builtin' }
}
