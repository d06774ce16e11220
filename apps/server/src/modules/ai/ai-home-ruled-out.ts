import { findProvincePolicy, subjectTypeLabels, type ProvinceCode } from '@gk/domain'
import type { Lexicon, ProvinceEntry } from './ai-lexicon.ts'
import type { Entities } from './ai-nlu.ts'
import { batchAsked } from './ai-answers-batch-line.ts'

/**
 * When the college's home province cannot stand for the candidate's (ADR 100). ADR 067 and 081 assume the home
 * province of a college a province runs when none is named or saved; two things in the question say that guess is
 * wrong or not wanted, and then the one missing thing, the province, is asked instead.
 */

/**
 * A track said that the home province does not rank by: 物理类 asked of 山东财经大学 (山东 and the other 3+3 provinces
 * rank everyone as 综合), or 理科 of a new-exam province. The candidate is then from elsewhere, and the home
 * province's lines would be the wrong table. The policy of the year asked, else of the newest year of the data.
 */
export function trackOutside(e: Entities, home: Pick<ProvinceEntry, 'slug'>, year: number, question?: string): boolean {
  if (!e.subjectType) return false
  const outsideIn = (at: number) => {
    const policy = findProvincePolicy(home.slug as ProvinceCode, at)
    if (!policy) return null
    // 「新疆医科大学去年一批物理多少分」: a batch of the old model (一批, 二本) is of a province that keeps it, where 物理 is
    // said for its 理科 (历史 for 文科); the answer says the track it reads (ADR 123)
    const old = policy.subjectTypes.some((t) => subjectTypeLabels[t] === '理科')
    if (old && question && batchAsked(question) && /^(物理|历史)/.test(e.subjectType!)) return false
    return !policy.subjectTypes.some((t) => subjectTypeLabels[t] === e.subjectType)
  }
  const asked = outsideIn(e.year ?? year) ?? outsideIn(year)
  // 「内蒙古大学前年物理类…」 (2024, before 内蒙古's 3+1+2): a track the home has now is the home's, though the year asked
  // came before it; the lines say which years the data has (v24)
  return asked === true && e.year !== null && e.year !== year ? outsideIn(year) !== false : Boolean(asked)
}

/** How much the candidate needs, asked of themselves: 要多少分, 得考多少分, 好考吗, 多少分能上 */
const OWN_NEED = /好考|难考|难不难考|(?:要|需要|得|要考|得考|需考)(?:考)?(?:多少|几多|几)分|多少分(?:才)?(?:能|可以)(?:上|进|录|报)/
/** A published record: a line, a lowest score or rank, a year or years (去年最低分, 投档线, 近三年) */
const RECORD = /最低|最高|投档|提档|录取线|分数线|控制线|[^本专]线|位次|排名|名次|排到|历年|往年|(?:近|这|呢|过去|最近)[两三四五几2-5]年|[今去前]年|\d{2,4}年/

/**
 * The candidate's own need asked, with no record named (「山财好考吗，要多少分」, 「想报山东财经大学，大概需要多少分」):
 * the answer is about the asker, whose province only the asker knows. A record asked (「河大去年历史类最低多少分」,
 * 「浙工大计算机今年要几分」) is read in the home province as before, said so.
 */
export function asksOwnNeed(question: string, e: Entities): boolean {
  if (e.year !== null || e.years.length) return false
  return OWN_NEED.test(question) && !RECORD.test(question)
}

/**
 * What the model path is told about a missing province (the built-in engine's rule in words): the colleges' one home
 * province to assume and say, or, when the question rules it out, that the province must be asked first.
 */
export function homeNote(question: string, e: Entities, lexicon: Pick<Lexicon, 'provinces' | 'currentYear'>): string | null {
  if (e.province) return null
  const codes = new Set(e.schools.map((s) => s.provinceCode))
  const home = codes.size === 1 ? lexicon.provinces.find((p) => p.code === [...codes][0]) : undefined
  if (!home) return null
  // a score or rank said is the candidate's own chance: the province is asked, never assumed (ADR 145)
  if (asksOwnNeed(question, e) || e.score !== null || e.rank !== null || trackOutside(e, home, lexicon.currentYear ?? 0, question))
    return '未说省份（问的是考生自己的情况或科类与院校所在省不符：先用一句话问考生是哪个省份的）'
  return `未说省份（院校所在省：${home.shortName}；无保存成绩时可按它估算，并在第一句说明）`
}
