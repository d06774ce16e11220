import type { ProvinceEntry, SchoolEntry } from './ai-lexicon.ts'
import type { Entities } from './ai-nlu.ts'
import type { EngineInput } from './ai-plan.ts'

/**
 * The province the latest answer read for the candidate without being told, as every such answer says it: the
 * province right before 「（你没说省份…」 (「哈尔滨工程大学在黑龙江（你没说省份；…）」, 「在广东（你没说省份，按学校所在省）」).
 * A follow-up that swaps only the college (「那东林嘞？」) keeps that province: the candidate has just read an answer
 * for it and did not correct it. Read from the answer itself, so it is the province the candidate saw, and only the
 * latest answer's: an older assumption the conversation has moved past is not carried.
 */
export function provinceAssumedEarlier(history: EngineInput['history'], provinces: readonly ProvinceEntry[]): ProvinceEntry | null {
  const latest = [...history].reverse().find((h) => h.role === 'assistant')?.content ?? ''
  const at = latest.indexOf('（你没说省份')
  if (at < 0) return null
  const before = latest.slice(Math.max(0, at - 8), at)
  // the longest name that ends right there (内蒙古自治区 before 内蒙古)
  const names = provinces.flatMap((p) => [p.name, p.shortName].map((name) => ({ name, p }))).sort((a, b) => b.name.length - a.name.length)
  return names.find(({ name }) => before.endsWith(name))?.p ?? null
}

/**
 * The province a follow-up about another college reads when none was said anywhere: the one home province every college
 * of the conversation shares (哈工程 then 东林, both in 黑龙江). Two or more colleges of one province asked in a row are
 * that province's colleges being weighed by a candidate from there; colleges of different provinces give none (asked).
 */
export function sharedHomeProvince(schools: readonly SchoolEntry[], provinces: readonly ProvinceEntry[]): { province: ProvinceEntry; why: string } | null {
  const names = [...new Set(schools.map((s) => s.name))]
  const codes = new Set(schools.map((s) => s.provinceCode))
  const province = codes.size === 1 ? provinces.find((p) => p.code === [...codes][0]) : undefined
  if (names.length < 2 || !province) return null
  return { province, why: `${names.join('和')}都在${province.shortName}，按${province.shortName}考生` }
}

/**
 * The entities of a follow-up with no province named, saved or said earlier, given the province the conversation read:
 * the latest answer's assumption first, else the home every college asked shares; unchanged when neither is found.
 */
export function provinceOfConversation(
  out: Entities,
  earlier: readonly Pick<Entities, 'schools'>[],
  history: EngineInput['history'],
  provinces: readonly ProvinceEntry[],
): Entities {
  const assumed = provinceAssumedEarlier(history, provinces)
  if (assumed) return { ...out, province: assumed, provinceWhy: '沿用上一个回答的省份' }
  const shared = out.schools.length ? sharedHomeProvince([...earlier.flatMap((p) => p.schools), ...out.schools], provinces) : null
  return shared ? { ...out, province: shared.province, provinceWhy: shared.why } : out
}

/** The answer with the province read from the conversation said first, as every assumption is (unless it says one). */
export const withProvinceSaid = (content: string, e: Entities) =>
  e.provinceWhy && e.province && !content.includes('你没说省份') ? `按${e.province.shortName}（你没说省份；${e.provinceWhy}）：\n\n${content}` : content
