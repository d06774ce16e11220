/**
 * Chance and table asks said in a few words, which the longer patterns of ai-intent-patterns.ts miss: 「X大学 录取可能」,
 * 「X 进得去不」, 「帮我排个表」, 「给我弄个冲稳保」, 「志愿表 冲 稳 保」. With a saved profile they are answered (the
 * chance, the one-tap table); without one the answer asks for what is missing, as the longer asks do.
 */

/** 录取可能, 录取希望, 录得上, 进得去, 上得去, 考得上: a college's chance asked in a word CHANCE lacks. */
export const TERSE_CHANCE = /录取(的)?(可能|希望)|录[得的]上|进[得的]去|上[得的]去|考[得的]上|有没有可能/

/** 能报吗, 能报不, 能不能报, 可以报吗, 报得了吗: whether one may apply, asked of a college */
export const COLLEGE_APPLY = /(能|可以)(报考?|填报?)(吗|么|嘛|不|没|[？?]|$)|(能|可以)(报|填)不(能|可以)|能不能(报|填)|可不可以(报|填)|(报|填)得了/

/** A list asked (哪些组, 有什么组, 几个组): 「X有哪些专业组我能上」 still asks the groups, not one chance. */
export const LIST_ASKED = /哪些|有什么|有啥|几个|多少个|列出|都有|名单/

/**
 * 帮我排个表, 给我弄个冲稳保, 来份志愿表, 冲稳保给我安排一下, 志愿表 冲 稳 保: the table (or its tiers) wanted, in a few
 * words. A measure word (个, 张, 份, 一下) makes 排/做 a request (「怎么做志愿规划」 is not one); not 列表 (「我的志愿表列表」
 * lists the saved ones), and not an explanation or a how-to (see NOT_TABLE).
 */
export const TERSE_TABLE =
  /(排|弄|做|整|搞|出|来|生成|安排)(一?[个张份下]|一下)(表|单子|冲稳保|志愿[表单]?)|(生成|安排|弄|整|搞)\s*冲稳保|(排|弄|做|整|搞|出|生成)一?[张份].{0,12}(冲稳保|冲.{0,2}稳.{0,2}保)|冲稳保.{0,4}(安排|排|弄|整|搞|做|来)|^(志愿表|志愿单)(?=[\s，,、]|$)|^(志愿表|志愿单)[\s，,、]*冲[\s，,、]*稳[\s，,、]*保|^冲[\s，,、]*稳[\s，,、]*保[\s，,、]*(志愿表|志愿单|表)/
/** An explanation, a how-to or a check of a table, not a table to make. */
export const NOT_TABLE = /什么是|是什么|什么意思|啥意思|怎么|如何|咋|为什么|为啥|区别|风险|分析|检查|靠谱|合理|几张|有哪些|我的志愿表|保存的志愿表/
