import { pinyin } from 'pinyin-pro'

/**
 * How people ask whether they get in, beyond the Mandarin the chance pattern was written in (issue 31: understanding that
 * does not depend on wording). Each form is a way of saying "is there a chance / is it safe / can I get in", so a question
 * with a college and one of them asks the college's chance, and with no college the clarifier asks which:
 * - 吴语 (苏州, 上海, 无锡): 阿 before a verb asks yes or no (阿有希望, 阿能上, 阿稳), 有得 is 有 (有得希望);
 * - 西南官话 (四川, 重庆, 贵州, 云南): 得行, 要得不, 有门 (有没有门), 稳当不, 悬不悬 (already), 玄不玄, 有得搞, 有搞头;
 * - 中原官话 (河南): 中不中, 能中不 (中 is 行);
 * - 东北话: 妥不妥, 准成, 能整上, 整得上;
 * - 粤语: 有冇, 得唔得, 入唔入到, 稳唔稳, 考唔考到, 上唔上到;
 * - everyday words for the same need: 有指望, 有盼头, 有可能, 靠得住, 够格, 够分, 摸得着, 够得上 (already).
 * Only the whole forms are listed, so 中 in 中国 or 有门 in 有门槛 never ask a chance.
 */
export const DIALECT_CHANCE = new RegExp(
  [
    // 有得希望, 阿有机会, 有冇机会, 有没得戏, 有无可能: 有 (with a dialect's 得/冇/没得/无) before what one hopes for
    '(?:阿|可)?有(?:得|冇得?|没得|无|木有)?(?:希望|机会|戏|把握|指望|盼头|门(?!槛|路))',
    // 阿能上, 阿稳, 阿可以, 阿行: 吴语's yes-or-no 阿 before a verb of getting in
    '阿(?:能|可以|稳|行|够|考得|上得|进得)',
    // 得行, 得不得行, 要得不, 稳当不, 玄不玄
    // 有得搞没得, 有搞头: 西南官话's 有戏 (搞 is trying for it)
    '(?<![觉记懂晓认显值])得不?得?行|要得不|要不要得|稳当(?:不|吗|么|嘛|啵)|玄不玄|悬乎|有得搞|有(?:没有)?搞头',
    // 中不中, 能中不: 河南's 行
    // 可照, 照不照, 能照不 (江淮官话, 安徽: 照 is 行)
    '中不中|能中不|能中吗|可照(?:啊|吗|不|呀|哦|$|[？?])|照不照|能照不',
    // 妥不妥, 准成不, 能整上, 整得上
    '妥不妥|准成|能整上|整得上',
    // 粤语: 得唔得, 入唔入到, 稳唔稳, 考唔考到, 上唔上到, 有冇
    '得唔得|入唔入到|入得到|稳唔稳|考唔考到|上唔上到|有冇',
    // 靠得住, 够格, 够分, 摸得着, 有没有戏
    '靠得住|够格|够分(?!数)|摸得着|摸得到',
    // a verb of getting in with 得 and its result (报得上, 考得进, 挤得进, 搞得定, 搞得掂), or asked yes-or-no (搞定不, 有谱没):
    // whether the candidate makes it (ADR 149); the verbs are only those of applying or getting in, so 觉得上海 stays
    // 搞得赢, 考得赢, 搞不搞得赢 (湖北, 湖南: 赢 is making it), 搞得过 (ADR 162)
    '(?:搞|考|拼)(?:不)?(?:搞|考|拼)?得(?:赢|过)(?!来)|(?:报|考|挤|冲|读|搞)(?:不)?得(?:上|进|到|定|掂|了)|搞(?:定|掂)(?:不|吗|么|嘛|没)|能不能搞得?(?:定|掂)|搞不搞得?(?:定|掂)|有(?:没有)?谱(?:不|吗|么|嘛|没|$)|有没有谱',
    // 得不得 (西南官话 and 粤语's 得唔得 in Mandarin letters): is it possible, never 觉得不得了 nor 记得不得
    '(?<![觉记懂晓认显值舍使省免获取])得不得(?!了)',
    // 摸到边, 摸得着边, 沾得上边: reaching a kind of college at all (「211能摸到边不」)
    '摸(?:得|不)?(?:到|着)边|沾得上边|沾上边',
  ].join('|'),
)

/** Words that can come after 上 in a chance asked (上什么, 上郑大吗, 上一本, 上不了, 上985). */
const AFTER_SHANG = /^(?:[什啥哪吗么嘛不没了得个去本大重好一二三双]|985|211|\d|[？?，,。！!\s]|$)/
/** What comes before 上 in such an ask: a modal or a verb of trying (能上, 可以上, 考上, 够上, 冲上, 想上, 稳上). */
const BEFORE_SHANG = /(?:能|可以|可|考得?|考不|够|冲|想|稳|保|就|都|才|还|没)$/

/**
 * 上 typed by sound (能尚郑州大学吗, 580分能赏什么大学, 考得伤吗): a character read shang, not 上, after a modal or a verb of
 * trying and before what is tried for (a college's name, 什么, 吗, 不 …). 商量, 伤心, 赏识 are never so placed
 * (能商量: 量 follows), so they stay.
 */
export function restoreShang(text: string, names?: ReadonlyMap<string, unknown>): string {
  if (!/[尚商伤赏晌裳墒殇觞]/.test(text)) return text
  const chars = [...text]
  for (let i = 1; i < chars.length; i++) {
    const c = chars[i]!
    if (c === '上' || !/[\u4e00-\u9fff]/.test(c) || pinyin(c, { toneType: 'none' }) !== 'shang') continue
    if (!BEFORE_SHANG.test(chars.slice(Math.max(0, i - 2), i).join(''))) continue
    const after = chars.slice(i + 1).join('')
    if (AFTER_SHANG.test(after) || startsWithName(after, names)) chars[i] = '上'
  }
  return chars.join('')
}

/** True when `text` begins with a name of `names` (a college: 能尚郑州大学吗). */
function startsWithName(text: string, names?: ReadonlyMap<string, unknown>): boolean {
  if (!names) return false
  for (let n = Math.min(12, text.length); n >= 2; n--) if (names.has(text.slice(0, n))) return true
  return false
}
