import type { AnswerFn } from './ai-answers-school.ts'
import type { Intent } from './ai-intents.ts'
import type { Entities } from './ai-nlu.ts'
import { collegeMajorNames } from './ai-reference.repository.ts'

/**
 * Whether a college has a major (「郑大有没有临床医学专业」, 「河大开没开软件工程」, 「武大有法学吗」): answered from the
 * college's own plan rows, in the asker's province when known, else in any province of the data (ADR 147). The
 * overview card said nothing of the major before.
 */
const OFFERED_ASKED = /有没有|有无|开没开|开不开|有开|开设|设有|开了|办没办|有.{0,12}(专业|这个专业)?(吗|么|嘛|没|不)[？?。！!]*$/

export const majorOfferedIntent: Intent = {
  id: 'major_offered',
  title: '某院校有没有某专业',
  example: '郑州大学有没有临床医学专业',
  // a line, a fee, a count, a chance or a plan asked of the major is its own question (those intents come before)
  match: (q, e) =>
    e.schools.length >= 1 &&
    e.majors.length >= 1 &&
    e.score === null &&
    e.rank === null &&
    OFFERED_ASKED.test(q) &&
    !/分|线|位次|学费|多少|几个|招|计划|选科|希望|机会|概率|能上|能报|专项|预科|合作/.test(q),
}

/** A plan's major name without its bracket, and a major's name without the catalogue's 科学与技术 (计算机 of 计算机类). */
const bare = (name: string) => name.replace(/[（(].*$/, '').trim()
const stem = (name: string) => name.replace(/科学与技术$|类$/, '')

/** The college's plan rows whose major is the one asked (临床医学 finds 临床医学(五年制) and 临床医学(5+3一体化)). */
async function offered(plan: Parameters<AnswerFn>[0], school: Entities['schools'][number], major: string, provinceCode: string | null) {
  const names = await collegeMajorNames(plan.ctx.db, school.id, provinceCode)
  return { any: names.length > 0, fits: [...new Set(names.filter((n) => bare(n).includes(stem(major))))] }
}

export const majorOffered: AnswerFn = async (plan, e0) => {
  const e = await plan.withProfile(e0)
  const school = e.schools[0]!
  const major = e.majors[0]!.name
  const here = e.province ? await offered(plan, school, major, e.province.code) : null
  if (here?.fits.length) {
    const text = `**${school.name}有${major}**：在${e.province!.shortName}的招生计划里列有 ${here.fits.slice(0, 6).join('、')}。`
    plan.outputs.push(text)
    return text
  }
  const anywhere = await offered(plan, school, major, null)
  const where = e.province ? `在${e.province.shortName}的招生计划里没有找到${major}，` : ''
  const text = anywhere.fits.length
    ? `**${school.name}开设${major}**：${where}本应用收录的各省招生计划里列有 ${anywhere.fits.slice(0, 6).join('、')}${e.province ? '（在其他省份招生）' : ''}。`
    : anywhere.any
      ? `本应用收录的${school.name}招生计划里**没有找到${major}**（按专业名称查）；以学校当年的招生章程为准。`
      : `本应用没有${school.name}的招生计划数据，无法确认它是否开设${major}，请以学校当年的招生章程为准。`
  plan.outputs.push(text)
  return text
}
