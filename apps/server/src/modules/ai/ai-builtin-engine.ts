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
const FOLLOW_UP = /^(那|那么|换成|如果是)?.{1,16}(呢|怎么样|如何)[？?]?$/

/** Follow-ups (“那河南大学呢”) keep the earlier turns' province, 科类 and score. */
function carryOver(e: Entities, history: EngineInput['history'], lexicon: Lexicon): Entities {
  const earlier = history.filter((h) => h.role === 'user').reverse().slice(0, 4).map((h) => recognise(h.content, lexicon))
  const out = { ...e }
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

function intentOf(question: string, e: Entities, history: EngineInput['history'], lexicon: Lexicon): Intent | null {
  const direct = classify(question, e)
  const previous = history.filter((h) => h.role === 'user').at(-1)
  if (previous && FOLLOW_UP.test(question)) {
    const before = classify(previous.content, { ...recognise(previous.content, lexicon), ...pickEntities(e) })
    if (before && before.id !== 'greeting' && before.id !== 'injection') return before
  }
  return direct
}

const pickEntities = (e: Entities): Partial<Entities> => ({
  ...(e.schools.length ? { schools: e.schools } : {}),
  ...(e.majors.length ? { majors: e.majors } : {}),
  ...(e.province ? { province: e.province } : {}),
})

/** Sends the finished text as a stream of small pieces (the client renders as they arrive). */
function streamText(text: string, emit: EngineInput['emit']) {
  for (let i = 0; i < text.length; i += 24) emit({ type: 'delta', text: text.slice(i, i + 24) })
}

/** The offline engine: recognise → classify → call tools → fill a template. */
export async function answerWithBuiltin(input: EngineInput): Promise<EngineAnswer> {
  const lexicon = await loadLexicon(input.ctx)
  const entities = carryOver(recognise(input.question, lexicon), input.history, lexicon)
  const intent = intentOf(input.question.trim(), entities, input.history, lexicon)
  const plan = new Plan(input.ctx, input.emit)
  let content: string
  if (!intent) content = general.outOfScope
  else if (intent.id === 'injection') content = REFUSAL
  else if (intent.id === 'greeting') content = general.CAPABILITIES
  else if (concepts[intent.id]) content = concepts[intent.id]!
  else content = await answers[intent.id]!(plan, entities, input.question)
  streamText(content, input.emit)
  return { content, sources: plan.sources, cards: plan.cards, toolCalls: plan.calls, intent: intent?.id ?? null, engine: 'builtin' }
}
