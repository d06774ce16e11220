import { subjectShortLabel } from '@gk/domain'
import type { AnswerFn } from './ai-answers-school.ts'
import { scoreToRank } from './ai-answers-general.ts'
import type { Entities } from './ai-nlu.ts'

/** What the conversation knows about the candidate so far, in words. */
function known(e: Entities): string {
  return [
    e.province?.shortName,
    e.subjectType,
    e.score !== null ? `${e.score}分` : e.rank !== null ? `位次${e.rank}` : null,
    e.subjects.length ? `选科${e.subjects.map(subjectShortLabel).join('')}` : null,
  ]
    .filter(Boolean)
    .join('，')
}

/**
 * “我是湖北物理类的” / “考了610分”: noted for the next questions; asks for what is still missing. With the province and
 * a score (「福建 物理 563 2026」), where that score stands is said at once: the first thing any such list is for.
 */
export const profileNote: AnswerFn = async (plan, e, question) => {
  const missing = [!e.province && '省份', !e.subjectType && '科类（物理类/历史类）', e.score === null && e.rank === null && '分数或位次'].filter(Boolean)
  const next = missing.length ? `还需要你的${missing.join('、')}，` : ''
  const noted = `好的，记下了：${known(e)}。${next}接着可以问我“能报哪些大学”“郑州大学能上吗”或“冲稳保怎么填”。`
  if (!e.province || e.score === null || !e.subjectType) return noted
  const rank = await scoreToRank(plan, e, question)
  return /对应位次/.test(rank)
    ? `${rank}

${noted}`
    : noted
}

/** A question too vague to answer from data: ask for the pieces that decide it (profile first). */
export const clarify: AnswerFn = async (plan, e0) => {
  const e = await plan.withProfile(e0)
  const have = known(e)
  const missing = [!e.province && '省份', !e.subjectType && '科类（物理类/历史类）', e.score === null && e.rank === null && '分数（或位次）'].filter(Boolean)
  if (missing.length === 0) return `我知道的是：${have}。你想问哪一项：能报哪些学校（冲稳保），某所学校能不能上，还是某个专业的分数线？`
  return `为了不凭空回答，请先告诉我你的${missing.join('、')}？${have ? `（目前知道：${have}）` : ''}例如“河南物理类580分能报哪些大学”。我会按本省的一分一段表和往年录取数据回答；分数不理想时也能帮你找稳妥的保底学校。`
}

export const clarifyMajor: AnswerFn = async () =>
  '选专业没有统一的“最好”，主要看兴趣、选科和分数能上的学校。请告诉我：你的省份和分数、选科，以及感兴趣的方向（理工、医学、经管、文法、师范……）？不确定兴趣的话，可以先做霍兰德职业兴趣测评，我再按结果推荐职业和专业。'

export const clarifyChance: AnswerFn = async (plan, e0) => {
  const e = await plan.withProfile(e0)
  const have = known(e)
  return `你想问能不能上哪所学校？请告诉我学校名称${e.province ? '' : '、省份'}${e.score === null && e.rank === null ? '和分数' : ''}，例如“河南物理类580分能上郑州大学吗”。${have ? `（目前知道：${have}）` : ''}`
}
