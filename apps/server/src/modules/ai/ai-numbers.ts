import { mandarinOf } from './ai-dialect-forms.ts'
import { askedOf, gapAt } from './ai-score-asked.ts'

/**
 * Numbers as students type them: full-width digits (５６０), Chinese numerals (五百六十分, 五百八),
 * estimates (估分560左右, 模考580, 大概能考560), ranges (560-570, 560到570分). A number is a score
 * only when nothing says it is something else: 800字, 第2志愿, 2025年, 30万元, 3000人 are not scores.
 */

const DIGIT: Record<string, number> = { 零: 0, 〇: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 }

/** 五百六十 → 560, 五百八 → 580 (the spoken short form), 六百零五 → 605; null when not a hundreds number. */
function hundreds(words: string): number | null {
  const m = /^([一二两三四五六七八九])百(?:([零〇])?([一二三四五六七八九])(十)?([一二三四五六七八九])?)?$/.exec(words)
  if (!m) return null
  const h = DIGIT[m[1]!]! * 100
  if (!m[3]) return h
  if (m[2]) return h + DIGIT[m[3]]! // 六百零五
  if (m[4]) return h + DIGIT[m[3]]! * 10 + (m[5] ? DIGIT[m[5]]! : 0) // 五百六十(三)
  return h + DIGIT[m[3]]! * 10 // 五百八 = 580
}

/** The capital (financial) numerals a cheque is written in (伍佰伍拾, 六佰, 陆佰贰拾) as the everyday ones. */
const CAPITAL: Record<string, string> = {
  壹: '一',
  贰: '二',
  貳: '二',
  叁: '三',
  參: '三',
  肆: '四',
  伍: '五',
  陆: '六',
  陸: '六',
  柒: '七',
  捌: '八',
  玖: '九',
  拾: '十',
  佰: '百',
  仟: '千',
  萬: '万',
}
/**
 * A run of numeral characters, everyday or capital. Only a run is rewritten, never a lone character:
 * 陆 in 陆军工程大学 or 伍 in 队伍 stay, 伍佰伍拾 and 陆佰 become 五百五十 and 六百.
 */
const NUMERAL_RUN = /[壹贰貳叁參肆伍陆陸柒捌玖拾佰仟萬零〇一二两三四五六七八九十百千万]{2,}/g
const CAPITAL_CHAR = /[壹贰貳叁參肆伍陆陸柒捌玖拾佰仟萬]/
/** Digit by digit, as a score or a year is read aloud: 五六零 → 560, 伍三零 → 530, 二〇二三 → 2023. */
const DIGIT_RUN = /(?<![一二两三四五六七八九十百千万亿零〇])[一二三四五六七八九][零〇一二三四五六七八九]{2,3}(?![一二两三四五六七八九十百千万亿零〇])/g

/**
 * A hundreds number said half in words, half in digits (6百, 5百8, 伍百30, 5百8十, 六百05): an IME offers the digit,
 * the hand types the 百. Only a match holding an Arabic digit is rewritten here (the all-words ones are read below);
 * 6百万 (a count) is left alone.
 */
const MIXED_HUNDREDS =
  /(?<![\d.])([1-9一二两三四五六七八九])百(?:(\d{2})(?!\d)|([零〇0])?([1-9一二三四五六七八九])(十)?([1-9一二三四五六七八九])?)?(?![\d十百千万])/g
const digitOf = (c: string) => (/\d/.test(c) ? Number(c) : DIGIT[c]!)
function mixedHundreds(match: string, h: string, two?: string, zero?: string, t?: string, ten?: string, u?: string): string {
  if (!/\d/.test(match)) return match
  const base = digitOf(h) * 100
  if (two) return String(base + Number(two))
  if (!t) return String(base)
  if (zero) return String(base + digitOf(t)) // 六百05 is read by `two`; 6百零5
  return String(base + digitOf(t) * 10 + (ten && u ? digitOf(u) : 0)) // 5百8 = 580, the spoken short form
}
/**
 * 五8零, 5三0: a score read digit by digit with both kinds of digit (the all-words 五八零 is DIGIT_RUN's), only where a
 * score ends (分, a pause, 排/能/位/上/报/左右): 第一10名 and 五一3天 are not one number.
 */
const MIXED_DIGIT_RUN =
  /(?<![\d.第前一二两三四五六七八九十百千万亿零〇])[1-9一二三四五六七八九][\d零〇一二三四五六七八九]{2,3}(?=分|[\s，,。？?！!]|$|排|能|位|上|报|左右)/g
const mixedDigits = (run: string) => (/\d/.test(run) && /[^\d]/.test(run) ? [...run].map((c) => String(/\d/.test(c) ? c : DIGIT[c])).join('') : run)

/**
 * 「从二三年到二六年」: a year said short in words, in a span or a list (after 从/到/和/、, or before 到/至): 23, 26. 过个二三年
 * (two or three years) and 一二年级 are no years of a table.
 */
const WORD_YEAR = /(?<=[从到至和、，,]|^)([一二])([〇零一二三四五六七八九])(?=年(?![级制多半前后内以]))|([一二])([〇零一二三四五六七八九])(?=年?(?:到|至))/g

/** Full-width digits and punctuation to ASCII, Chinese numerals (capital ones too) to digits; the rest unchanged. */
export function normaliseNumbers(text: string): string {
  return (
    text
      .replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
      // 2O23: a letter O typed for a zero between digits
      .replace(/(?<=\d)[OoＯ〇](?=\d)|(?<=\d[OoＯ〇])[OoＯ〇](?=\d)/g, '0')
      .replace(/[～〜~—–－]/g, '-')
      .replace(NUMERAL_RUN, (run) => (CAPITAL_CHAR.test(run) ? [...run].map((c) => CAPITAL[c] ?? c).join('') : run))
      .replace(MIXED_HUNDREDS, mixedHundreds)
      // ranks said in words (before the hundreds): 六千 → 6000, 六千五(百) → 6500, 两万 → 2万
      .replace(
        /(?<![\d一二两三四五六七八九十百千万])([一二两三四五六七八九])千(?:([一二三四五六七八九])百?)?(?![一二三四五六七八九十百万])/g,
        (_, t: string, h?: string) => String(DIGIT[t]! * 1000 + (h ? DIGIT[h]! * 100 : 0)),
      )
      .replace(/[一二两三四五六七八九]百(?:[零〇]?[一二三四五六七八九]十?[一二三四五六七八九]?)?/g, (w) => String(hundreds(w) ?? w))
      .replace(DIGIT_RUN, (run) => [...run].map((c) => String(DIGIT[c])).join(''))
      .replace(WORD_YEAR, (_, t?: string, u?: string, t2?: string, u2?: string) => `${DIGIT[(t ?? t2)!]}${DIGIT[(u ?? u2)!]}`)
      .replace(MIXED_DIGIT_RUN, mixedDigits)
      // ranks said in words: 两万 → 2万, 一万五 → 1.5万, 十万 → 10万, 3万5 → 3.5万
      .replace(/(?<![\d一二两三四五六七八九十百千])十万/g, '10万')
      .replace(/(?<![\d一二两三四五六七八九十百千])([一二两三四五六七八九])(?=万)/g, (_, d: string) => String(DIGIT[d]))
      .replace(/(\d)万([一二三四五六七八九])千/g, (_, w: string, k: string) => `${w}.${DIGIT[k]}万`)
      .replace(/(\d)万([一二三四五六七八九1-9])(?![\d千百十])/g, (_, w: string, k: string) => `${w}.${DIGIT[k] ?? k}万`)
  )
}

/**
 * What follows a number that makes it something other than a score (100多个志愿, 一百来个: a count, not a score;
 * 999组, 10501组: a group's number; 100天 a count of days, but not 「560天津师范大学」「560天师大」, where a college's or
 * a place's name begins with 天). A bare
 * 志愿 after it is decided below by the number's size.
 */
// 本 counts books (380本), but 本科 after a score names the batch asked (「宁夏 380 本科」)
const NOT_SCORE_AFTER =
  /^(?:\.\d)?\s*(?:分?的?满分|(?:多|余|来)?(?:字|子(?=.{0,2}(?:作文|文章))|年|届|元|块|万|千|人|个|所|名(?!次)|位(?!次)|篇|条|天(?!津|水|师|府|大|工|科|医|外|财|商|职|理|中|士)|次|号|页|米|岁|级|本(?!科)|套|道|题|%|％|多名|多人|组(?!合)|专业组))/
/** What comes before a number that makes it something other than a score (满分750, 520/750: the full mark, never the score). */
// 语文118, 数学一百零二: one subject's score (语数外, and the subjects that never name a track), not the total
const NOT_SCORE_BEFORE =
  /(?:第|前|top|TOP|共|约有|招|收|\+|满分(?:应该|也|都|就|应该也)?(?:是|为|有|才|按)?\s*|\d\s*\/\s*|(?:位次|排名|名次|排)\s*(?:是|为|在|第|大概|约)?|(?:语文|数学|英语|外语|化学|生物|政治|地理)(?:单科)?(?:考了|考|是|有|才)?[\s:：]*)$/
/** Words that make the number after them a score (估分560, 模考580, 大概能考560, 考了560). */
const SCORE_CUE = /(?:估分|预估|估计|模考|一模|二模|三模|联考|大概|大约|差不多|能考|考了|考|分数|总分|成绩|裸分|可能|估|发挥)\s*(?:是|为|有|在|到|了)?\s*$/
/**
 * 一模583, 期中576, 市质检589: a result of a school exam before the gaokao, not the estimate a question asks about when
 * another number is said as one (「正常发挥有610」) or the saved score is pointed to (「分我已经存了」).
 */
// 一诊/二诊 (四川's 诊断性考试), 调考 (湖北's 调研考试); 「一诊又考了356」: 又/也/还 between the exam and the number;
// 「上回五百八十九」「上次是482」: an earlier result told, never a line seen
const MOCK_BEFORE =
  /(?:[一二三四零]模|[一二三]诊|期中|期末|月考|质检|联考|模考|摸底|周考|诊断|适应性考试?|调研|调考|上回|上次)[又也还]?(?:考试|考了|考的|是|有|也|才|就|成绩|分数)?\s*$/
/** 一模583, 期中576, 模考的时候最好考过512: a number said as a school exam's result */
const mockAt = (text: string, index: number) =>
  MOCK_BEFORE.test(
    text.slice(Math.max(0, index - 14), index).replace(/(?:的时候|那次|时)?(?:最好|最高|最低|最差)?(?:的时候)?(?:考过|考到|考了|是|有)?\s*$/, ''),
  )
/** 600分左右, 600上下: a number said as an estimate */
const ESTIMATE_AFTER = /^\s*分?\s*(?:左右|上下|出头)/
/** 分我已经存了, 分数你那有, 按我存的分: the score the question means is the saved one */
const SAVED_SCORE_SAID =
  /(?:分|分数|成绩)[^，,。；;？?！!\d]{0,8}(?:存|保存|录入|录进|录了|输入|输进|填进|填过|填了|你那|你们那|你这)|(?:存|保存)(?:的|了|过)[^，,。；;？?！!\d]{0,4}(?:分|成绩)/

/** 总分是, 高考总分应该也是: what a full mark is said after (满分 is never a score, NOT_SCORE_BEFORE) */
const FULL_MARK_SAID = /总分(?:应该|也|都|就|应该也)?(?:是|为|有)?\s*$/
/** The full marks provinces use (750; 上海 660, 海南 900). */
const FULL_MARKS = new Set([660, 750, 900])

export type ScoreRead = { score: number; range: [number, number] | null; span: string }

/**
 * A college's line the question quotes (“华工最低597”, “南大去年才648”, “投档线是603”, “只要585就能上”):
 * the clause before the number speaks of a line, not of the candidate (no 我/孩子/考). Such a number
 * is a premise to check, never the candidate's score.
 */
const LINE_CUE = /(?:最低|最少|投档|录取线|录取分|分数线|门槛|只要|只需)[^，,。；;！!？?\s]{0,8}$|才\s*$/
const OWN = /考|估分|模考|(?:我|孩子|娃)(?:才|是|也|就)?$/

/** The clause of `text` that ends right before `index`. */
const clauseBefore = (text: string, index: number) =>
  text
    .slice(0, index)
    .split(/[，,。；;！!？?\s]/)
    .pop() ?? ''

/**
 * 「535那个组」, 「535的组」, 「535分那个专业组」: the number names a group by its line, it is no one's score; so does a
 * line said as what got in (「有个组574分就进档了」, 「574就进咯」), as a line (「574分的投档线」) or asked after
 * (「574 是什么组」).
 */
const GROUP_BY_LINE =
  /^\s*分?\s*(?:(?:的|那个|那|这个|那一个)\s*(?:专业)?组|(?:就|便)?(?:进档|投档了|进了|进咯|进的)|就(?:能|可以|可|有)?(?:投档|进|录)|就(?:要|收)(?=[了吗呢啊？?，,。！!\s]|$)|的(?:投档线|录取线|分数线|线)|是?(?:什么|啥|哪个)组)/

function isQuotedLine(text: string, index: number): boolean {
  const clause = clauseBefore(text, index)
  if (LINE_CUE.test(clause) && !OWN.test(clause)) return true
  const after = text.slice(index).replace(/^\d+/, '')
  return GROUP_BY_LINE.test(after) && !OWN.test(clause)
}

/** 我650, 孩子才650, 我考了650: a number the candidate says is their own. */
// 俺家480, 我们四百四: the family's or the speaker's own number, as 我 and 孩子 are
const OWN_BEFORE = /(?:(?:我|俺|咱)(?:家|们)?|孩子|娃)(?:才|是|也|就|只有|只|考了?|估分|模考)?\s*$/
const ownAt = (text: string, index: number) => OWN_BEFORE.test(text.slice(Math.max(0, index - 6), index))
/** 估分655, 模考 580, 考了600: a number said right after a word of one's own result (SCORE_CUE) */
const cuedAt = (text: string, index: number) => SCORE_CUE.test(text.slice(Math.max(0, index - 6), index))

/**
 * Every number of a question that may be a score or a line read somewhere (the counts, ranks, full marks and 985/211
 * of readQuotedLine left out), each with whether the asker says it as their own (我480, 估分430, 一模583, 600左右):
 * ai-premise-line-said.ts asks the data which of the others is a special plan's line.
 */
export function saidNumbers(text: string): { value: number; own: boolean }[] {
  return lineCandidates(text).map((m) => ({ value: Number(m[1]), own: saidAsOwn(text, m) }))
}

/** 我480, 估分430, 一模583, 600左右: a number the asker says as their own result or estimate, never a line seen */
const saidAsOwn = (text: string, m: RegExpMatchArray & { index: number }) =>
  ownAt(text, m.index) || cuedAt(text, m.index) || mockAt(text, m.index) || ESTIMATE_AFTER.test(text.slice(m.index + m[0].length))

const lineCandidates = (text: string) =>
  [...text.matchAll(/(?<![\d.])(\d{3})(?![\d])/g)].filter(
    (m) =>
      !NOT_SCORE_AFTER.test(text.slice(m.index + m[0].length)) &&
      !NOT_SCORE_BEFORE.test(text.slice(Math.max(0, m.index - 6), m.index)) &&
      !gapAt(text, m.index) &&
      // 「模考在520到540之间」: the range's upper end is the candidate's too, no line seen
      !/\d\s*(?:-|到|至)\s*$/.test(text.slice(Math.max(0, m.index - 3), m.index)) &&
      m[1] !== '985' &&
      m[1] !== '211',
  )

/**
 * The line a question quotes for a college (see LINE_CUE), or null. Without a cue word, a number
 * beside another that the candidate calls their own (“大工那个大师班要667，我才650”) is the quoted line.
 */
export function readQuotedLine(text: string): number | null {
  const numbers = lineCandidates(text)
  for (const m of numbers) if (isQuotedLine(text, m.index)) return Number(m[1])
  // the score said to be saved (「我存的分」): a bare number is no score of the asker's, so it is a line read somewhere
  if (SAVED_SCORE_SAID.test(text)) {
    const bare = numbers.find((m) => !ownAt(text, m.index) && !cuedAt(text, m.index) && !mockAt(text, m.index) && !/^\s*分/.test(text.slice(m.index + 3)))
    if (bare) return Number(bare[1])
  }
  if (numbers.some((m) => ownAt(text, m.index) || (numbers.length > 1 && cuedAt(text, m.index)))) {
    // the number the question asks with (「600分在海南能排多少」 after 「稳定在600分左右」) is no line seen
    const asked = readScore(text)?.score
    const other = numbers.find((m) => Number(m[1]) !== asked && !saidAsOwn(text, m))
    if (other) return Number(other[1])
  }
  return null
}

/**
 * The score of a question (the year already removed): the first number 100–999 written with 分,
 * after a score cue, or standing alone, unless a unit or 第 marks it as something else. A range
 * (560-570) reads as its lower end, the careful reading for a probability, and is kept to be said.
 */
export function readScore(text: string): ScoreRead | null {
  const candidates: (ScoreRead & { index: number; scale: boolean; withFen: boolean })[] = []
  for (const m of text.matchAll(/(?<![\d.])(\d{3,4})(?:\s*(?:-|到|至)\s*(\d{3}))?(?![\d])/g)) {
    const value = Number(m[1])
    const before = text.slice(Math.max(0, m.index - 6), m.index)
    const after = text.slice(m.index + m[0].length)
    if (value === 985 || value === 211) continue
    if (NOT_SCORE_BEFORE.test(before) || NOT_SCORE_AFTER.test(after)) continue
    // 「96志愿」 counts places (no province has more than 112); 「浙江 602 志愿 冲稳保」 is a score and what it is for
    if (/^\s*志愿(?!表|单)/.test(after) && value <= 120) continue
    // 800子 typed for 800字 where an essay is the subject (作文800子帮我写)
    if (/^\s*子/.test(after) && /作文|文章|论文|读后感/.test(text)) continue
    if (isQuotedLine(text, m.index) || gapAt(text, m.index)) continue
    const hi = m[2] ? Number(m[2]) : null
    const range: [number, number] | null = hi !== null && hi > value && hi - value <= 60 ? [value, hi] : null
    const withFen = /^\s*(?:分|多分|来分|左右|上下)/.test(after)
    const cued = SCORE_CUE.test(before)
    const bare = value >= 100 && value <= 999
    if (withFen || cued || range || bare)
      candidates.push({ score: value, range, span: m[0], index: m.index, scale: FULL_MARK_SAID.test(before) && FULL_MARKS.has(value), withFen })
  }
  // 「上海高考总分是750吧？我一模折算下来520」「总分是750分，她估分540」: a full mark said after 总分 is the scale the asker
  // takes for granted, not their score, when another number is there to be the score (the premise corrects the scale)
  const scores = candidates.some((c) => !c.scale) ? candidates.filter((c) => !c.scale) : candidates
  // the number the candidate calls their own wins (“大师班要667，我650”: 667 is a quoted line)
  // then the one said as an estimate or a result (「我看到有一条是652分的，我历史类估分655」: 655 is theirs, 652 a line seen)
  // a school exam's result (一模, 期中, 质检) gives way to a number said as the estimate; several of them, the latest said
  const mock = (c: { index: number }) => mockAt(text, c.index)
  // 「……一模考了498。去年那个476分全省排多少名？」: the number the asking sentence is of (ai-score-asked.ts)
  const asked = SAVED_SCORE_SAID.test(text) ? undefined : askedOf(text, scores)
  if (asked && !mock(asked)) return { score: asked.score, range: asked.range, span: asked.span }
  const real = scores.filter((c) => !mock(c))
  if (scores.length && real.length === 0 && SAVED_SCORE_SAID.test(text)) return null
  // a bare number beside school results is no estimate (「一模580，本科线好像是450」): the latest result is the score
  const estimate = (c: { index: number; span: string }) => ESTIMATE_AFTER.test(text.slice(c.index + c.span.length))
  const said = real.find((c) => ownAt(text, c.index)) ?? real.find((c) => cuedAt(text, c.index)) ?? real.find((c) => c.range || estimate(c))
  const latest = real.length < scores.length ? (said ?? scores.filter(mock).pop()) : undefined
  const own = latest ?? scores.find((c) => ownAt(text, c.index)) ?? (scores.length > 1 ? scores.find((c) => cuedAt(text, c.index)) : undefined)
  const chosen = own ?? scores[0]
  // 「厦大 福建历史 588 我存的分 够吗」: the score is the saved one; a bare number beside it is a line seen (readQuotedLine)
  if (chosen && SAVED_SCORE_SAID.test(text) && !ownAt(text, chosen.index) && !cuedAt(text, chosen.index) && !chosen.withFen) return null
  return chosen ? { score: chosen.score, range: chosen.range, span: chosen.span } : null
}

/**
 * Openings and endings that carry no question (老师好，想请教一下哈，… 呀？ / 家长问一下，…): taken off
 * before reading, so a polite or chatty question is read like a plain one.
 */
export function stripChatter(question: string): string {
  // dialect forms in Mandarin first (冇/嘅/阿拉/啥子 …, ai-dialect-forms.ts), so the chatter and everything after read one language
  let q = mandarinOf(question.trim())
  for (let i = 0; i < 3; i++) {
    const before = q
    q = q
      .replace(/^(?:(?:老师|同学|小助手|助手)(?:好|你好|您好)?|你好|您好)[啊呀呢哈～~]*[，,！!。\s]+/, '')
      .replace(
        /^(?:我是家长|家长|我想|想|麻烦|打扰一下|冒昧)*[，,]?(问一下|问下|请问|请教一下|请教下|请教|咨询一下|咨询下|咨询|打听一下)(?:(?:哈|啊|呀)(?=[：:，,\s]))?[：:，,\s]*/,
        '',
      )
      .replace(/^(请问|麻烦问一下|麻烦问下)[：:，,\s]*/, '')
      .trim()
    if (q === before) break
  }
  q = q.replace(/(呀|啊|哈|哇|嘞|呐|捏)+([？?！!。]*)$/, '$2').replace(/([？?]){2,}$/, '$1')
  // 好多分, 几多分, 排好多, 学费好多 (south-western and Hubei speech): 多少, the word every reading below looks for
  q = q.replace(/(好多|几多)(?=[分名位钱块个]|[嘛嘞哦啊呀咯吗呢哈？?，,。！!\s]|$)/g, '多少')
  // 大专 is 专科 in everyday words (读个大专, 大专线, 大专院校); 大专业 (北大专业) and 大专家 are other words (ADR 147)
  q = q.replace(/大专(?![业家])/g, '专科')
  // 本科钱, 专科钱: 线 typed as 钱 after a batch's name, where money never follows
  q = q.replace(/(本科|专科|一本|二本|特控|高职)钱/g, '$1线')
  // 去念, 前念: 年 typed as 念 (same sound) in a relative year
  q = q.replace(/(去|前|今)念(?=[的呢嘞咧？?，,。\s]|$)/g, '$1年')
  return q.length >= 2 ? q : question.trim()
}

/**
 * 「燕山大学 软件工程 567 我能上吗」: the number stands bare — no 分 after it, no word of one's own result before it —
 * so it may be a score or a line the asker read. Only a caller that knows the saved score can tell (ai-premise-line.ts).
 */
export function saidBare(text: string, value: number): boolean {
  for (const m of text.matchAll(new RegExp(`(?<![\\d.])${value}(?![\\d])`, 'g'))) {
    const after = text.slice(m.index + m[0].length)
    if (!/^\s*(?:分|多分|来分|左右|上下|出头)/.test(after) && !cuedAt(text, m.index) && !ownAt(text, m.index)) return true
  }
  return false
}
