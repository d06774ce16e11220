import { normaliseNumbers } from './ai-numbers.ts'

/**
 * A batch line the question states and asks to have checked (「听说新疆2026年理科本科二批线是468分，是真的吗」,
 * 「河南本科线427对吗」, 「有人说今年一本线才500」): a premise about the line, not the candidate's score. The answer
 * is the line of that year, track and batch from the data, saying whether the stated number is it.
 */
const BATCH = '(?:本科|专科|高职|一本|二本|三本|特[控空]|特殊类[型形]|特招|重本|一段|二段|[一二三]批|批次|控制|省控)'
const STATED = new RegExp(`${BATCH}[\\u4e00-\\u9fa5]{0,6}?线(?<verb>是不是|是否|系咪|系唔系|是|为|有|才|就|只有|划在|定在|定为)?(?:了)?\\s*(?<n>\\d{3})(?!\\d)`)
/**
 * 「本科线去年是360」「本科线去年是不是跟北京一样，也是429」: a year word or a comparison between the line and its stated
 * number (never the candidate's own: no 我/你/孩子 in between, 「本科线多少，我是450」 is a score)
 */
const STATED_LATER = new RegExp(
  `${BATCH}[\\u4e00-\\u9fa5]{0,6}?线(?:去年|今年|前年|\\d{4}年)?(?:[^\\d我你孩咱]{0,14}?一样\\s*|(?:[^\\d我你孩咱]{0,14}?(?:也|还|都))?(?<verb>是|为)\\s*)(?<n>\\d{3})(?!\\d)`,
)
/** 「468分是新疆的本科二批线吗」: the number first, then the line it is said to be */
const STATED_FIRST = new RegExp(`(?<!\\d)(?<n>\\d{3})分?(?:就)?(?<verb>是|为)[\\u4e00-\\u9fa5]{0,10}?${BATCH}[\\u4e00-\\u9fa5]{0,4}?线`)
/**
 * 「邻居说」「表哥说」「听人讲」, 「是这个数吗」「是伐」「系咪」, 「不太信，核对一下」: hearsay and doubt in other words (ADR 131)
 */
const HEARD = /(?:邻居|亲戚|朋友|别人|家长|群里|孩子|表[哥姐弟妹]|堂[哥姐弟妹]|人)(?:说|讲)|这个[数分]|是伐|系咪|系唔系|不太?信|不相信|核对|核实|确认一下/
/** 「特控线519吗」: the number itself asked right after the line (「本科线500分够吗」 asks whether a score reaches it) */
const NUMBER_ASKED = /线\s*\d{3}分?\s*[吗么嘛][？?]?$/
// 「本科线是485吧？我考了470」「本科线485? 我470」「本科线是446咯」「本科线446吗，一模430」: a line said then doubted
// mid-message, before the candidate's own score
const CHECK =
  /线[^，,。？?\d]{0,4}\d{3}分?\s*(?:吧|吗|么|嘛|咯|啵|[？?])|是真的|真的吗|真的假的|真假|对吗|对吧|对不对|对不|是不是|没错吧|没记错吧|一样吗|一样吧|一样不|一样伐|一样嘛|准吗|准不准|靠谱|属实|听说|据说|有人说|网上说|同学说|老师说|确定吗/
/** a bare 吗 checks only a line said to BE the number (「本科线是468分吗」), not 「本科线500分够吗」 */
const BARE_CHECK = /[吗吧伐嘛][？?]?$/

/**
 * 「广西 专科 200？」「河南 一本 510?」: a batch and a number alone, asked: the batch's line said to be that number (the
 * answer is the same either way: the batch's line of each track, which says where the number stands; ADR 123).
 */
const TERSE = new RegExp(`^(?:[\\u4e00-\\u9fa5]{0,4}\\s*){1,2}${BATCH}\\s*线?\\s*(?<n>\\d{3})分?\\s*[？?]$`)

/** The line value the question states of a batch, to be checked; null when it states none. */
export function statedBatchLine(said: string): number | null {
  // 「本科线四百八十五」: a line said in words is checked like one in digits
  const question = normaliseNumbers(said)
  const terse = TERSE.exec(question.trim())
  if (terse) return Number(terse.groups!.n)
  const strong = CHECK.test(question) || HEARD.test(question) || NUMBER_ASKED.test(question)
  if (!strong && !BARE_CHECK.test(question)) return null
  const m = STATED.exec(question) ?? STATED_LATER.exec(question) ?? STATED_FIRST.exec(question)
  // 「本科线360，俺420肯定过了吧」: a line number with the candidate's own score after it is a line stated, not the score
  const scoreBeside = m && new RegExp(`(?<!\\d)(?!${m.groups!.n})\\d{3}(?!\\d)`).test(question.slice(m.index + m[0].length))
  if (!m || (!strong && !m.groups!.verb && !scoreBeside)) return null
  return Number(m.groups!.n)
}
