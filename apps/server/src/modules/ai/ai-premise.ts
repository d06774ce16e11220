import { findProvincePolicy, subjectTypeFromLabel, subjectTypeLabels, type ProvinceCode, type SubjectType } from '@gk/domain'
import { seasonOf } from '../../db/read-model/season.ts'
import type { RequestContext } from '../../http/context.ts'
import type { Lexicon, SchoolEntry } from './ai-lexicon.ts'
import type { Entities } from './ai-nlu.ts'
import { institutionTags } from './ai-reference.repository.ts'

/**
 * What the question takes for granted, checked against the data before anything is answered.
 * `stop` ends the answer at the correction (nothing sensible follows from it); otherwise the
 * correction is the first sentence and the answer goes on with the corrected facts. `guessed`: the
 * corrected facts are our reading of what the student meant (a track the province lacks), which is
 * enough for a rank but not for a probability.
 */
export type Premise = { correction: string; stop: boolean; entities?: Entities; guessed?: boolean }

// words that make a “…大学” phrase a kind of college, not a name (哪些好大学, 省内的211大学)
const GENERIC =
  /哪|什么|几所|多少|这所|那所|该校|好|名校|名牌|重点|本科|专科|一本|二本|公办|民办|985|211|双一流|国外|国内|省内|外省|本省|其他|别的|所有|普通|一流/
const STOP_WORDS = /.*(能上|能报|能去|能进|考上|报考|考|上|报|去|读|和|与|跟|是|的|在|想|到|了|吗|呢|问|说|个|所|省|市)/

/** “…大学/学院” phrases in the question that name no college of the data (北京科技工程大学). */
function unknownColleges(question: string, known: SchoolEntry[], lexicon: Lexicon): string[] {
  const out: string[] = []
  for (const m of question.matchAll(/[\u4e00-\u9fa5]{2,16}?(大学|学院)/g)) {
    let span = m[0]
    const cut = STOP_WORDS.exec(span.slice(0, -2))
    if (cut) span = span.slice(cut[0].length)
    if (span.length < 4 || GENERIC.test(span)) continue
    if (lexicon.phrases.get(span)?.kind === 'school' || known.some((s) => s.name === span || s.name.endsWith(span) || span.endsWith(s.name))) continue
    out.push(span)
  }
  return out
}

/** Close names by shared character pairs (Dice coefficient), best first. */
function closeNames(name: string, lexicon: Lexicon): string[] {
  const pairs = (s: string) => new Set([...s].slice(0, -1).map((c, i) => c + s[i + 1]))
  const mine = pairs(name.replace(/大学|学院/, ''))
  const scored: [string, number][] = []
  for (const s of lexicon.schools.values()) {
    const theirs = pairs(s.name.replace(/大学|学院/, ''))
    let shared = 0
    for (const p of mine) if (theirs.has(p)) shared++
    const score = (2 * shared) / (mine.size + theirs.size || 1)
    if (score >= 0.3) scored.push([s.name, score])
  }
  return scored
    .sort((a, b) => b[1] - a[1] || a[0].length - b[0].length)
    .slice(0, 3)
    .map(([n]) => n)
}

const TAG_CLAIM = /(作为|既然|身为|属于)[^，。？?]{0,6}(985|211|双一流)|是(985|211|双一流)(院校|大学|高校)?(?![吗么嘛])[，,。；]/
const otherModel: Partial<Record<SubjectType, SubjectType>> = { science: 'physics', liberal: 'history', physics: 'science', history: 'liberal' }

/** The first false premise found, corrected; null when the question's premises hold as far as the data goes. */
export async function checkPremises(ctx: RequestContext, question: string, e: Entities, lexicon: Lexicon): Promise<Premise | null> {
  const text = question.replace(/\s+/g, '')
  const unknown = unknownColleges(text, e.schools, lexicon)
  if (unknown.length) {
    const name = unknown[0]!
    const close = closeNames(name, lexicon)
    return {
      stop: true,
      correction: `本应用的院校数据里没有找到“${name}”，可能名称有误或它不是普通本专科招生院校，我不会按一个查不到的学校给出分数或概率。${close.length ? `你是不是想问：${close.join('、')}？` : '请核对学校全称后再问我。'}`,
    }
  }
  const province = e.province
  const policy = province ? findProvincePolicy(province.slug as ProvinceCode, (await seasonOf(ctx, province.code)).targetYear) : undefined
  const maximum = policy?.totalScore ?? null
  if (e.score !== null && maximum !== null && e.score > maximum) {
    return { stop: true, correction: `${province!.shortName}高考满分是${maximum}分，${e.score}分超出了满分，请核对分数（或告诉我位次）后我再帮你查。` }
  }
  if (e.score !== null && maximum === null && e.score > 750) {
    return { stop: true, correction: `${e.score}分超过了绝大多数省份的高考满分（750分；上海660分、海南900分），请告诉我省份并核对分数。` }
  }
  // only a track the question itself names (物化地 implies 物理类 without saying it)
  if (province && policy && e.subjectType && /物理类|历史类|理科|文科|物理(?=\d)|历史(?=\d)/.test(text)) {
    const asked = subjectTypeFromLabel.get(e.subjectType)
    const fits = asked && (policy.subjectTypes.includes(asked) || (otherModel[asked] && policy.subjectTypes.includes(otherModel[asked])))
    if (asked && !fits && (e.year === null || e.year >= policy.year)) {
      const names = policy.subjectTypes.map((t) => subjectTypeLabels[t]).join('、')
      const corrected = { ...e, subjectType: policy.subjectTypes.length === 1 ? subjectTypeLabels[policy.subjectTypes[0]!] : null }
      return {
        stop: false,
        guessed: true,
        entities: corrected,
        correction: `${province.shortName}是${policy.examModel}模式，不分${e.subjectType}，考生统一按“${names}”排位和录取。`,
      }
    }
  }
  const claim = TAG_CLAIM.exec(text)
  if (claim && e.schools.length) {
    const tag = (claim[2] ?? claim[3]) as '985' | '211' | '双一流'
    const school = e.schools[0]!
    const row = await institutionTags(ctx.db, school.id)
    const has = row ? { '985': row.is_985, '211': row.is_211, 双一流: row.is_double_first_class }[tag] : true
    if (!has) return { stop: false, correction: `更正一下：${school.name}不是${tag}院校（按本应用的院校数据）。` }
  }
  if (e.year !== null && province) {
    const { targetYear } = await seasonOf(ctx, province.code)
    if (e.year > targetYear)
      return { stop: true, correction: `${e.year}年的数据还没有：本应用最新的是${targetYear}年志愿季的数据，我不能预先给出${e.year}年的分数线或位次。` }
    const tables = (await ctx.readModel.rankTables()).forProvince(province.code)
    const asksRank = /位次|排名|多少名|排多少|一分一段/.test(text)
    if (asksRank && !tables.some((t) => t.year === e.year)) {
      const years = [...new Set(tables.map((t) => t.year))].sort((a, b) => b - a)
      return {
        stop: true,
        correction: `数据里没有${province.shortName}${e.year}年的一分一段表${years.length ? `（有${years.slice(0, 4).join('、')}年）` : ''}，无法按${e.year}年换算位次。`,
      }
    }
    if (asksRank && e.subjectType && !tables.some((t) => t.year === e.year && t.subjectType === e.subjectType)) {
      const labels = tables.filter((t) => t.year === e.year).map((t) => t.subjectType)
      return { stop: false, correction: `${e.year}年${province.shortName}还没有${e.subjectType}（当年分${labels.join('、')}），下面按对应的科类换算。` }
    }
  }
  return null
}
