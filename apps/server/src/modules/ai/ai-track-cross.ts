import type { AnswerFn } from './ai-answers-school.ts'
import type { Intent } from './ai-intents.ts'

/**
 * A 3+1+2 candidate asking to fill the other track's groups (「我首选历史，能不能去填物理类那边的计算机专业组？」, v24):
 * the answer is the 首选 rule itself — plans, 投档 and lines are separate for 物理类 and 历史类, and a candidate fills
 * only the groups of the track their 首选科目 puts them in (domain-rules.md §1.5). No college or score is needed, so
 * neither is asked; a major named with it (计算机) only says which groups were meant.
 */
const TRACKS = ['物理', '历史'] as const
type Track = (typeof TRACKS)[number]

/** the track said as one's own: 首选历史, 选的是历史, 历史+政治+地理, 我是历史类, 历史类考生, 学历史的 */
const ownTrack = (t: Track) => new RegExp(`首选${t}|选(?:的是|了|的)?${t}(?!类)|${t}\\s*[+＋]|我是${t}类?|${t}类考生|学${t}的|^${t}类`)
/** the other track asked to be filled: 物理类那边, 物理类的院校专业组, 报物理类 */
const otherAsked = (t: Track) => new RegExp(`${t}类|${t}(?:那边|组|专业组)`)
const CAN_FILL = /能不能|能否|可不可以|可以|能[填报]|[填报].{0,12}(?:吗|嘛|不|么)|行不行|行吗/

/** The own and the asked track of such a question; null when it is not one (one track only, or no asking to fill). */
export function crossTrackAsked(question: string): { own: Track; asked: Track } | null {
  if (!CAN_FILL.test(question)) return null
  for (const own of TRACKS) {
    const asked = TRACKS.find((t) => t !== own)!
    // the other track must be said after the own one's words are taken out (历史类能报物理类专业组吗)
    const rest = question.replace(ownTrack(own), '')
    if (ownTrack(own).test(question) && otherAsked(asked).test(rest) && !ownTrack(asked).test(rest)) return { own, asked }
  }
  return null
}

export const crossTrackIntent: Intent = {
  id: 'track_cross',
  title: '首选科目与能填的科类（物理类/历史类）',
  example: '我首选历史，能填物理类的专业组吗',
  match: (q, e) => e.schools.length === 0 && crossTrackAsked(q) !== null,
}

export const crossTrackAnswer: AnswerFn = async (plan, _e, question) => {
  const t = crossTrackAsked(question)
  if (!t) return ''
  const text = [
    `**不能**：3+1+2 省份按首选科目分**物理类**和**历史类**两个科类，招生计划、投档和录取线都分开。首选${t.own}的考生只能填报${t.own}类（${t.own}科目组合）的院校专业组，${t.asked}类的专业组只招首选${t.asked}的考生，不能跨类填报。`,
    '',
    t.own === '历史'
      ? '- 计算机、电子信息、大部分工科和临床医学等专业，多数院校只放在物理类专业组（不少还要求化学）；首选历史想学这类专业，只能找在历史类也招生的少数院校专业组，以当年招生计划为准。'
      : '- 法学、汉语言文学、历史学等专业在不少院校的物理类专业组里也招生，首选物理的考生可以在物理类专业组里找这些专业。',
    `- 选科已经定了就不能再改；想看某所院校在你省${t.own}类有哪些专业组，可以问我“X大学${t.own}类有哪些专业组”。`,
  ].join('\n')
  // a rule's wording is the reference it rests on, as a tool's output is for data
  plan.outputs.push(text)
  return text
}
