import type { Entities } from './ai-nlu.ts'
import type { Plan } from './ai-plan.ts'
import { asksOwnNeed, trackOutside } from './ai-home-ruled-out.ts'
import { findProvincePolicy, type ProvinceCode } from '@gk/domain'
import { loadLexicon, type ProvinceEntry } from './ai-lexicon.ts'
import { yearsAsked } from './ai-answers-years.ts'
import { groupCodeProvinces, institutionAuthority } from './ai-reference.repository.ts'

/**
 * A college run by a province (浙江省, 河北省教育厅, 重庆市教委, 新疆生产建设兵团): most of its places are in that
 * province, so a line asked of it with no province is most likely asked from there. A college run by a ministry or a
 * national body (教育部, 工业和信息化部, 国家民委, 中国科学院) recruits across the country, and its lines differ by province
 * too much for any one to stand in (ADR 081).
 */
const PROVINCIAL = /省|自治区|市|兵团|教育厅|教委/
const NATIONAL = /部|国家|中国|中央|国务院|委员会|总局/

export async function runByProvince(plan: Plan, schoolId: string): Promise<boolean> {
  const authority = await institutionAuthority(plan.ctx.db, schoolId)
  return authority !== null && PROVINCIAL.test(authority) && !NATIONAL.test(authority)
}

/** A group's code as the question gives it: before 组, or bare where it cannot be a year or a score (02, 005602, 121301). */
export function groupCodeIn(question: string): string | null {
  const m = /(?<![\dA-Za-z])(\d{2,6})\s*(?:专业)?组/.exec(question) ?? /(?<![\dA-Za-z.])(0\d{1,5}|\d{6})(?![\dA-Za-z.])/.exec(question)
  return m ? m[1]! : null
}

/**
 * One year's record asked with the track said (「南航今年物理类投档线」, 「川大去年历史类最低分」): as specific as a record
 * over years but for the province, so read where the college is and said so, like the years (ADR 140). Without a track or
 * a year (「武大要多少分」) the province is still asked.
 */
const trackYearRecord = (question: string, e: Entities, oneTrackHome: boolean) =>
  (e.subjectType !== null || oneTrackHome) && (e.year !== null || /[今去前]年/.test(question)) && /线|最低|投档|提档|录取分|多少分|几分/.test(question)

/**
 * A home province of one track (a 3+3 province: 综合): its record needs no track said, so a year's record asked there is as
 * specific as one with the track (「山东大学临床医学五年制2026最低位次」, ADR 147).
 */
const oneTrackAt = (home: ProvinceEntry, year: number) => findProvincePolicy(home.slug as ProvinceCode, year)?.examModel === '3+3'

/**
 * A province's own 高职 named after it (宁夏警官职业学院, 河南工业职业技术学院): its places are nearly all in that
 * province, so 「多少分能进」 asked of it with no province is asked from there (dev v29), said so like any home reading.
 */
const homeVocational = (name: string, home: ProvinceEntry) => name.startsWith(home.shortName) && /职业(技术)?学院|职业大学|高等专科学校|专科学校/.test(name)

/**
 * The province a line question is about when none is named, saved or said earlier: the one province where the college
 * has the group code asked (天津's 121301 is only 天津's), else the home province of a college a province runs, else
 * none (the caller asks). Said in the answer as an assumption.
 */
export async function provinceForLine(
  plan: Plan,
  e: Entities,
  question: string,
  // false for a college the question may not mean (a shared short name's other reading): only a record over years is read
  oneYearRecord = true,
): Promise<{ id: number; name: string; why: string } | null> {
  const school = e.schools[0]!
  const lexicon = await loadLexicon(plan.ctx)
  const byCode = (code: string) => lexicon.provinces.find((p) => p.code === code)
  const code = groupCodeIn(question)
  if (code) {
    const codes = await groupCodeProvinces(plan.ctx.db, school.id, code)
    const only = codes.length === 1 ? byCode(codes[0]!) : undefined
    if (only) return { id: only.id, name: only.shortName, why: `${code}组是${only.shortName}的专业组代码，按${only.shortName}` }
  }
  const home = byCode(school.provinceCode)
  // a national college's record over several years (「湖南大学近三年物理类最低分」): a fact of the college, not the asker's
  // need, read where the college is and said so, with the province to name for another; one year or 「要多少分」 is asked
  if (!(await runByProvince(plan, school.id)))
    return home &&
      (yearsAsked(question, e) || (oneYearRecord && trackYearRecord(question, e, oneTrackAt(home, e.year ?? lexicon.currentYear ?? 0)))) &&
      !asksOwnNeed(question, e) &&
      !trackOutside(e, home, lexicon.currentYear ?? 0, question)
      ? { id: home.id, name: home.shortName, why: `先按学校所在的${home.shortName}给出，其他省份告诉我再查` }
      : null
  // a track the home province does not have, or the candidate's own need asked: the province is asked (ADR 100)
  if (home && ((asksOwnNeed(question, e) && !homeVocational(school.name, home)) || trackOutside(e, home, lexicon.currentYear ?? 0, question))) return null
  return home ? { id: home.id, name: home.shortName, why: `${school.name}主要在${home.shortName}招生，按${home.shortName}考生` } : null
}
