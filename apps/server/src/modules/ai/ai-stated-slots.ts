import type { Rules } from './ai-answers-rules.ts'

/** 「能填96个志愿，是吗」「最多96个志愿对吗」「志愿是不是能报45个」: the number of 志愿 the question states. */
const STATED =
  /(\d{1,3})\s*个\s*(?:平行)?志愿|志愿[^\d，。？?]{0,6}?(\d{1,3})\s*个|最多(?:能|可以)?[填报]?\s*(\d{1,3})\s*个|(?:可以|能|可)[填报]\s*(\d{1,3})\s*个(?!专业(?!组))|^[^\d]{0,8}?(\d{1,3})\s*个\s*专业\s*[+＋加]/
/** the statement put up to be checked (a bare ？ after it too, 「96个志愿 专业+院校？」), not a count asked (多少, 几) */
const CHECKED = /是吗|对吗|对吧|对不对|是不是|是真的|真的吗|没错吧|属实|听说|据说|有人说|[吗吧伐嘛]|^[^多几]*[？?]\s*$/

/**
 * A number of 志愿 stated and asked to be confirmed (a premise about the rules, ADR 131): 「对，」 when a batch of the
 * province has that many, 「不对，」 with the 本科 batch's number otherwise — the table after it says the rest.
 */
export function statedSlotsVerdict(question: string, r: Rules): string | null {
  const m = STATED.exec(question)
  if (!m || !CHECKED.test(question)) return null
  const stated = Number(m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5])
  const asked = /专科|高职/.test(question) ? /专科|高职/ : /本科|常规|普通类/
  const batches = r.Batches.filter((b) => b.MaxWishes > 0)
  const same = batches.find((b) => b.MaxWishes === stated && asked.test(b.Name)) ?? batches.find((b) => b.MaxWishes === stated)
  if (same) return `对，${r.ProvinceName}${r.Year}年${same.Name}最多可填 ${stated} 个志愿。`
  const main = batches.filter((b) => asked.test(b.Name)).sort((a, b) => b.MaxWishes - a.MaxWishes)[0]
  return main ? `不对：${r.ProvinceName}${r.Year}年${main.Name}最多可填 ${main.MaxWishes} 个志愿，不是 ${stated} 个。` : null
}

/** 专业+院校 said as the mode (one major per 志愿): 「专业+院校模式」, 「专业加院校」, 「一个专业配一个学校」 */
const PER_MAJOR_SAID = /专业\s*[(（]?类?[)）]?\s*[+＋加]\s*(?:院校|学校)|院校\s*[+＋加]\s*专业(?![组租])|一个专业配?一个(?:学校|院校)/
/** 院校专业组 said as the mode with its count: 「填45个院校专业组」, 「45个专业组×6专业」 */
const GROUPS_SAID = /\d{1,3}\s*个\s*(?:院校)?专业组/

/**
 * The filling mode stated and put up to be checked (v24: 「福建是不是跟山东一样，专业+院校模式」, 「重庆…45个院校专业组，每组6个
 * 专业对不」): 「不是」 with the province's own mode (province_rules, domain-rules.md §1.3) when the statement names the other
 * one; null when it names none, or the province's own.
 */
export function statedModeVerdict(question: string, r: Rules): string | null {
  if (!CHECKED.test(question)) return null
  const perMajor = /专业.{0,3}院校/.test(r.FillingModeName)
  const said = PER_MAJOR_SAID.test(question) ? '“专业+院校”' : GROUPS_SAID.test(question) ? '院校专业组' : null
  if (!said || (said === '院校专业组') === !perMajor) return null
  const own = perMajor ? '“专业（类）+院校”（每个志愿一个专业，没有专业调剂）' : `“${r.FillingModeName}”`
  return `不是：${r.ProvinceName}${r.Year}年志愿按${own}填报，不是${said}模式。`
}
