import type { Entities } from './ai-nlu.ts'

/**
 * A person named by a bare name as the subject of a choice or a chance (the holdout v17 set: 「李娜 报了哪些学校 能录吗」 got
 * 「推荐院校还差你的省份和分数」): a common surname and one or two more characters leading the message, then 报了/选了/填了/考了
 * or 能录吗/能上吗. No 同学 or 朋友 word is needed: a name is someone else's, and their choices and chances are theirs.
 * A college's short name (金陵, 苏大), a place (江西, 武汉) or a major (金融) read by the recogniser is not a person.
 */
const SURNAME =
  '[王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤]'
/** A character that never ends a person's name here: a college's, a place's or a track's ending, or the verb after it. */
const GIVEN = String.raw`[^\s\d大学院校工理医师农财科交电航邮政海林矿药传体美音警的市县区省州卷类考分报选填录能上去了是也都和跟与在]`
/** Words and places that start with a surname's character (高考, 马上, 江西, 武汉 …): never a person. */
const NOT_NAME = String.raw`(?!万一|高考|马上|何时|任何|曾经|于是|方便|周末|江苏|江西|黄冈|黄山|武汉|金华|石家庄|常州|于都|郑州|徐州|苏州|沈阳|许昌|周口|邯郸|邢台|唐山|秦皇岛|邵阳|龙岩|石河子)`
/** What the person did or may get: their choices (报了, 选了, 填了, 考了) or their chance (能录吗, 能上吗, 能被录取吗). */
const DID = String.raw`报了|报的|报考了|选了|选的|填了|填的|考了|考得|考的|录了|被.{0,4}录|能(被)?录|能不能(被)?录|能上|能不能上|上得了|录得上`
const BARE_NAME = new RegExp(
  String.raw`^\s*(?:请问|那|帮我|帮忙)?\s*(?:看看?|看一?下|查查?|查一?下|问问|瞅瞅?)?\s*${NOT_NAME}(${SURNAME}${GIVEN}{1,2})\s*(?:${DID})`,
)

/** True when the characters of `name` appear in order in `text` (华科 in 华中科技大学, 金陵 in 金陵科技学院). */
const within = (name: string, text: string) => {
  let i = 0
  for (const c of text) if (c === name[i]) i++
  return i === name.length
}

/** The bare name a message asks about, or null when there is none or the recogniser read it as a college, place or major. */
export function bareNameAsked(question: string, e: Entities): string | null {
  const name = BARE_NAME.exec(question)?.[1]
  if (!name) return null
  const head = name.slice(0, 2)
  if (e.schools.some((s) => within(head, s.name))) return null
  if (e.province && (e.province.name.startsWith(head) || e.province.shortName.startsWith(head))) return null
  if (e.majors.some((m) => m.name.includes(head))) return null
  return name
}
