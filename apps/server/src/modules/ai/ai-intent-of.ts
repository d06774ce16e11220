import { classify, intents, isOffTopic, SETTLED_ASKED, type Intent } from './ai-intents.ts'
import { CHANCE } from './ai-intent-patterns.ts'
import type { Lexicon } from './ai-lexicon.ts'
import { recognise, type Entities } from './ai-nlu.ts'
import type { EngineInput } from './ai-plan.ts'
import { provinceCorrected } from './ai-province-corrected.ts'
import { readable } from './ai-read-input.ts'
import {
  ALSO_NAMED,
  BARE_FOLLOW_UP,
  changeOnlyTurn,
  FOLLOW_UP,
  NAMED_FOLLOW_UP,
  LINE_GAP,
  planOfEarlier,
  unitValueOfEarlier,
  THEM,
  WHAT_IF,
  YEARS_FOLLOW_UP,
} from './ai-follow-up-words.ts'
import { feeAtEarlierCollege, majorAtEarlierCollege } from './ai-follow-up-major.ts'
import { FEE } from './ai-intents-capabilities.ts'
import { lowestOfEarlierLines } from './ai-follow-up-lowest.ts'
import { ASKED_AGAIN, asksMore, namesOneThing, pickEntities, rankByFallback, withScoreChanged } from './ai-follow-up.ts'
import { asksOfOther, PREVIOUS_YEARS, YEAR_COMPARED } from './ai-carry-over.ts'
import { followUpLead, lineOfEarlierUnit, SAME_SCORE } from './ai-follow-up-lead.ts'

// The intent of a turn read with the conversation before it (moved out of ai-builtin-engine.ts unchanged, so the
// engine stays one pipeline and this stays one decision).
/** The earlier user turns, newest first, read as this one is. */
export const earlierAsked = (history: EngineInput['history'], lexicon: Lexicon) =>
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
export function intentOf(question: string, e: Entities, history: EngineInput['history'], lexicon: Lexicon): { intent: Intent | null; entities: Entities } {
  // 「那他能上河南大学吗」 right after a turn asked of a named classmate: the same person's chance, declined as that turn was
  const last = history.filter((h) => h.role === 'user').at(-1)
  const lastText = last ? readable(last.content, lexicon) : ''
  if (THEM.test(question) && last && asksOfOther(lastText, recognise(lastText, lexicon)))
    return { intent: intents.find((i) => i.id === 'other_user')!, entities: e }
  // 「那物理类的呢？小的这次调考489，班里第14。」: a follow-up said first, a story after it, asks what the follow-up asks
  const lead = history.some((h) => h.role === 'user') ? followUpLead(question) : null
  // the score told after it (a mock result in passing) is no part of the question asked again
  // (the same score said again, 「同样是560分」, is the question's own)
  if (lead) return intentOf(lead, /\d{3}/.test(lead) || SAME_SCORE.test(question) ? e : { ...e, score: null, scoreRange: null }, history, lexicon)
  const own = classify(question, e)
  // the earlier turns read with their intents, once, and only when a reading below needs them
  let earlierRead: { said: Entities; intent: Intent | null }[] | undefined
  const earlierTurns = () =>
    (earlierRead ??= earlierAsked(history, lexicon).map((t) => {
      const said = recognise(t, lexicon)
      return { said, intent: classify(t, said) }
    }))
  // 「那它学费一年多少？同校的软件工程呢」: a fee of a major at the college the conversation is on (ai-follow-up-major.ts)
  const feeOfMajor = history.some((h) => h.role === 'user')
    ? feeAtEarlierCollege(question, e, earlierTurns(), FEE, (id) => intents.find((i) => i.id === id))
    : null
  if (feeOfMajor) return feeOfMajor
  // 「能帮我整理成一个表格吗？」 after a question that had its answer: the same question again (its answer is a table)
  if (history.some((h) => h.role === 'user') && asksOnlyTable(question, () => recognise(question, lexicon))) {
    const earlier = earlierTurns().find((t) => t.intent && !['greeting', 'injection', 'other_user', 'profile_note'].includes(t.intent.id))
    if (earlier)
      return {
        intent: earlier.intent,
        entities: { ...e, ...pickEntities(earlier.said), year: earlier.said.year ?? e.year, years: earlier.said.years.length ? earlier.said.years : e.years },
      }
  }
  // 「最低那个组对应多少名」 after a college's lines: those lines again, each with its rank (ai-follow-up-lowest.ts)
  const lowest = history.length ? lowestOfEarlierLines(question, e, earlierTurns) : null
  if (lowest) return lowest
  // 「模考440，离这个线还差多少」 right after a province's batch line was asked: the gap to that line, not the score's rank
  if (e.score !== null && e.schools.length === 0 && LINE_GAP.test(question) && own?.id !== 'batch_line') {
    const prev = earlierAsked(history, lexicon)[0]
    if (prev && classify(prev, recognise(prev, lexicon))?.id === 'batch_line')
      return { intent: intents.find((i) => i.id === 'bachelor_line_check')!, entities: e }
  }
  // “那2023和2024年呢”, “麻烦再查一下前两年的”: only years, the question is the earlier one for them
  // 「比2025年高了还是低了」: the earlier year beside the one named (ai-carry-over.ts) is the earlier question over both years
  // 「麻烦再把前两年也加上，2024到2026三年，物理类、历史类分开，列成表格」 after a province's batch line: those lines over the years
  const linesOverYears = () => e.years.length >= 2 && YEARS_TABLE.test(question) && earlierTurns()[0]?.intent?.id === 'batch_line'
  const yearsOnly =
    e.schools.length === 0 &&
    e.majors.length === 0 &&
    (isYearsOnly(question, e) || (e.years.length >= 2 && YEAR_COMPARED.test(question)) || (history.length > 0 && linesOverYears()))
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
    lineOfEarlierUnit(question, own, e) ||
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
  // 「那这个组2025年的投档分和排位是多少？」 after a group's line: that unit's line, not what 投档 is (unitValueOfEarlier)
  const valueOfEarlier = history1 && unitValueOfEarlier(question, own)
  // 「我看到有个专业组才448分，我估分460，是不是稳了？」 after a college's lines: the chance there, not what a 专业组 is
  const chanceAtEarlier = history1 && !!own?.id.startsWith('concept_') && e.score !== null && (CHANCE.test(question) || SETTLED_ASKED.test(question))
  if (
    (!own || own.id.startsWith('clarify') || planOfEarlier(question, own) || valueOfEarlier || chanceAtEarlier) &&
    e.schools.length === 0 &&
    e.majors.length === 0
  ) {
    const latest = earlierAsked(history, lexicon)
      .map((t) => recognise(t, lexicon))
      .find((p) => p.schools.length || p.majors.length)
    if (latest) {
      // the major named with the college in that turn stays with it (“广西医大临床 选科” → “学几年，学费多少”)
      const merged: Entities = { ...e, schools: latest.schools, majors: latest.majors }
      const again = planOfEarlier(question, own)
        ? intents.find((i) => i.id === 'special_plan')!
        : valueOfEarlier
          ? intents.find((i) => i.id === 'admission_history')!
          : classify(question, merged)
      if (again && !again.id.startsWith('clarify') && !['school_overview', 'major_overview'].includes(again.id)) return { intent: again, entities: merged }
    }
  }
  // 「河北大学能去不？」 → 「主要想学计算机科学与技术，这个专业呢」: that major's chance at that college
  const narrowed = history1 ? majorAtEarlierCollege(question, own, e, earlierTurns()) : null
  return narrowed ?? { intent: own, entities: e }
}

/** 列成表格, 做成一张表, 对比一下, 方便比较: years asked as a table or a comparison. */
const YEARS_TABLE = /表|对比|比较|比一下|比一比|加上/

/** Years named or counted back (前两年), and nothing else asked: 麻烦、再、查一下、也就是 are only the asking. */
function isYearsOnly(question: string, e: Entities): boolean {
  if (e.years.length === 0 && e.year === null && !PREVIOUS_YEARS.test(question)) return false
  const rest = question
    .replace(/\d+|年|[、，,。？?！!和跟及与的呢那再也就是吧吗呀啊\s/-]|到|至|麻烦|帮我|帮忙|查一下|查查|查下|看一下|看看|往前|一下|数据|分数线|的线|呢/g, '')
    .replace(PREVIOUS_YEARS, '')
  return rest.length <= 2
}
/** 前两年, 再往前两年, 前三年: the years before the one the conversation was on */

/** 整理成表格, 列成表, 做成表格发我, 直接给我整个表: a table asked of what was just answered, nothing else named or asked. */
function asksOnlyTable(question: string, said: () => Entities): boolean {
  // the words first: the turn is read on its own (recognised again) only when it asks for a table at all
  if (!/表格|列成表|列个表|做成表|做个表|整理成表|[整弄出拉画搞]个表|列表/.test(question)) return false
  const e = said()
  if (e.schools.length || e.majors.length || e.province || e.score !== null || e.rank !== null || e.years.length) return false
  // what is left once the asking and the table words are taken out: nothing of its own
  const rest = question
    .replace(
      /表格|列成|列个|做成|做个|整理成?|整个|弄个|出个|拉个|画个|搞个|列表|表|能|帮我|帮忙|麻烦|把|这[几些]个?|分数线|一下|一个|可以|吗|呢|吧|给我|发给?我?|直接|我要|发给|爸妈|家长群?|转发到?|方便|看|谢谢|拉|啦|甭|文字了?|[，,。？?！!\s]/g,
      '',
    )
    // what was just said, pointed at (刚才这两个数, 刚说那俩数儿, 上面说的), and what the table is for (截图, 发到群里)
    .replace(
      /刚才|刚刚|刚|上面|前面|以上|说的|讲的|说那|那|这|[俩两几]个?数儿?|数字?儿?|截个?图|发到|群里|朋友圈|微信|打印|保存|您|你|就|呗|嘛|哈|要|成|一张|的|了|我/g,
      '',
    )
  return rest.length <= 4
}
