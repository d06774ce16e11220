import { pinyin } from 'pinyin-pro'
import { restoreShang } from './ai-chance-verbs.ts'
import { restoreNameChars } from './ai-name-char-slips.ts'

/**
 * Typing with a pinyin IME swaps a character for another with the same sound (物里类, 最底分, 投挡线,
 * 分树, 能抱哪些, 志原表): the words the assistant reads meaning from are put back wherever a span
 * of the question sounds exactly like one of them but is written differently. Only words of the
 * domain are restored, so a question's other words are never touched; names of colleges, majors
 * and provinces are matched by sound in the recogniser (ai-nlu.ts) against the lexicon itself.
 */
const WORDS = [
  // tracks and subjects
  '物理类',
  '历史类',
  '物理',
  '历史',
  '理科',
  '文科',
  '文理',
  '新高考',
  '选科',
  '选考',
  // what is asked
  '位次',
  '排名',
  '名次',
  '分数',
  '分数线',
  '最低分',
  '最低',
  '投档线',
  '投档',
  '退档',
  '赋分',
  '录取',
  '等位分',
  '一分一段',
  '本科线',
  '专科线',
  '特控线',
  '一段线',
  '二段线',
  '批次线',
  '控制线',
  '志愿表',
  '志愿',
  '一键生成',
  '能报',
  '推荐',
  '哪些',
  '学费',
  '学制',
  '学位',
  '学士',
  '要求',
  '专项',
  '预科',
  '民族班',
  '中外合作',
  '合作办学',
  '评估',
  // a college's standing and the 专科 path (双一留, 砖科, 专升笨: ADR 101)
  '双一流',
  '专科',
  // 本课, 笨科 (ADR 149): 本科 typed by sound, as 砖科 is 专科
  '本科',
  '专升本',
  '招生计划',
  '调剂',
  '用户',
  '作文',
  '英语',
  '解题',
  // a chance asked (有鸡会吗, 有稀望吗): 上 typed by sound is put back by restoreShang, where it is a verb of getting in
  '机会',
  '希望',
  // 概绿, 盖率: the chance asked by its key noun typed by sound; 哪些打学, 专叶, 院效: what is asked of (ADR 157)
  '概率',
  '大学',
  '专业',
  '院校',
  // 温不稳, 问不稳: 稳不稳 typed by sound (ADR 149)
  '稳不稳',
  // kinds of college, typed in names (温州医课大学) and asked for (推荐几个医科大学)
  '医科',
  '财经',
  // the dev v18 set's slips: 冲稳包 (the tiers asked), 学效 (能上那些学效)
  '冲稳保',
  '学校',
]

/**
 * Characters never taken for a slip: words of their own (能保底 is not 能报底, 大学是 is not 大学士),
 * the little words a question is built of; 转 (转科, 转专业 is not 专科); 自 (自愿复读 is not 志愿: 自愿表 is put back
 * by its look above).
 */
const KEEP = new Set([...'保是的了在和有不也就都么吗呢吧啊呀我你他她它这那个上下去来到说要会能可很还又才只对为与及或被把给让转自'])

/**
 * A syllable as a typist without the back nasal hears it (ming/min, feng/fen): 排民 is 排名 typed so. Not ang/an (算一流
 * is no 双一流), nor the retroflex (分苏州 is no 分数州; 自愿表 is put back by its look). Only where a character of the word
 * is typed right (the rule above).
 */
const loose = (s: string) => s.replace(/([ie])ng$/, '$1n')

const syllables = (text: string): string[] => pinyin(text, { toneType: 'none', type: 'array' })
const isHan = (c: string) => /[\u4e00-\u9fff]/.test(c)

/**
 * Words restored by sound only before what they are said of: 生成 shares its sound with 省城 and with the 省成 of
 * 「全省成绩」, so 升成/生城 is put back only where a table follows (升成志愿表, 生城一个志愿表, 声成一份表).
 */
const WORDS_BEFORE: { word: string; before: RegExp }[] = [{ word: '生成', before: /^(?:[一两]?[个份张套])?(?:志愿|志原|表|方案)/ }]

let index: { word: string; sound: string[]; before?: RegExp }[] | null = null
/** longest first, so 分数线 wins over 分数 */
const words = () =>
  (index ??= [...WORDS.map((word): { word: string; before?: RegExp } => ({ word })), ...WORDS_BEFORE]
    .map((w) => ({ ...w, sound: syllables(w.word) }))
    .sort((a, b) => b.word.length - a.word.length))

/** Look-alike slips a pinyin match cannot see (吏 for 史, 朮 for 术) and the traditional 綫. */
const LOOK_ALIKE: [RegExp, string][] = [
  [/历吏/g, '历史'],
  // 特殊类形/特殊类行 is only 特殊类型 typed (特殊类形资格线): the sound pass has no 类型 to put back
  [/特殊类[形行]/g, '特殊类型'],
  // 特书/特输 before 类型 is only 特殊 typed (特书类型资格线): 书 is a little word the sound pass keeps
  [/特[书输舒](?=类)/g, '特殊'],
  // 姑分/古分/股分 of an estimate (我娃姑分430) is only 估分 typed, before a score
  [/[姑古股]分(?=\s*[0-9零一二三四五六七八九百])/g, '估分'],
  [/技[朮木]/g, '技术'],
  // 钱年 is only 前年 typed (那钱年呢); 千年 is a word of its own (千年学府) and stays
  [/钱年/g, '前年'],
  // 自愿 (zì) is 志愿 (zhì) typed without the retroflex: before what a 志愿 is made into, it is only that (自愿表, 自愿填报)
  [/自愿(?=表|单|填报|方案)/g, '志愿'],
  [/安微/g, '安徽'],
  [/綫/g, '线'],
  // 为 is one of the little words the sound pass keeps, yet 为次 is only ever 位次 typed (最低为次, 多少为次)
  [/为次/g, '位次'],
  // and 等为分 is only 等位分 typed (2025年等为分多少)
  [/等为分/g, '等位分'],
  // 购 sounds like 够 and is never bought in a 志愿 question: 购不够 / 购吗 / 购得着 is only 够 typed
  [/购(?=不够|吗|么|嘛|不|得|的着)/g, '够'],
  // 可 is a little word the sound pass keeps, yet 本可/专可 before a line or a question is only 本科/专科 typed (not 本可以)
  [/(本|专)可(?=线|先|批|吗|么|嘛|不|呢|[？?，,]|$)/g, '$1科'],
  // 课 (kè) is not 科 (kē) by tone, so the sound pass misses it: 本课/专课 before a line or a question is 本科/专科 typed
  // (能上本课吗, 专课线); 「这本课」 of a lesson goes on with a word
  [/(本|专)课(?=线|先|批|吗|么|嘛|不|呢|没|[？?，,]|$)/g, '$1科'],
  // 茶 (chá) is 差 (chà) typed in a question of how good a score is (是不是很茶, 老茶了): after a degree word only
  [/(很|太|好|老|蛮|挺|比较)茶(?=吗|么|嘛|啊|呀|了|不|[？?，,。！!]|$)/g, '$1差'],
  // and 选可 is only 选科 typed (选可要求, 选可有啥限制), never 选可以 or 选可能
  [/选可(?![以能靠])/g, '选科'],
  // 先 is a word of its own, yet 先 right after a batch's name, with no verb after it, is only 线 typed (一本先多少, 本科先,
  // 特控先); 「一本先报哪个」 keeps its 先 (ADR 095)
  [/(一本|二本|三本|本科|专科|特控|一段|二段|一批|二批|三批|批次|控制|省控|重本|高职)先(?![看报填说问查了选考确写去把用等后进生])/g, '$1线'],
  // 现 is a word of its own, yet 现 right after a batch's name is 线 typed by sound (一本现多少分, 专科现), unless it
  // begins a word (一本现在, 专科现实)
  [/(一本|二本|三本|本科|专科|特控|一段|二段|一批|二批|三批|批次|控制|省控|重本|高职)现(?![在场实象金代状行有役任])/g, '$1线'],
  // 为 is one of the little words the sound pass keeps, yet 学为 at the end of a question or before what a degree is
  // asked about is 学位 typed (授什么学为, 学为证); 大学为什么 keeps its 为
  [/(?<!大)学为(?=证|类|门类|吗|么|嘛|呢|吧|[？?，,。!！]|$)/g, '学位'],
  // 才 is a little word the sound pass keeps, yet 才经 before a college's kind is only 财经 typed (山东才经大学; not 刚才经过)
  [/才经(?=大学|学院|大|类)/g, '财经'],
  // 大雪 is only 大学 typed in a question about colleges (师范大雪, 医科大雪): put right before names are read, so 医科大
  // is not taken for one college there (ADR 100)
  [/大雪/g, '大学'],
  // 天/添/田 after a modal and before how many or what is filled (能天几个, 可以添多少志愿, 怎么田表) is only 填 typed
  // (ADR 149): 今天, 每天 never stand so
  [/(?<=能|可以|可|要|怎么|如何|最多|一共|总共|只能|该|还能)[天添田](?=几|多少|哪|什么|啥|志愿|志原|报|写|表|[\d一二三四五六七八九十两])/g, '填'],
  // 排续/排叙/排绪 is only 排序 typed (志愿排续)
  [/排[续叙绪]/g, '排序'],
  // 调 reads diao in 调济, so the sound pass misses 调剂 typed (调济, 调计, 调际): only ever 调剂 in a question of 志愿
  [/调[济计际]/g, '调剂'],
  // 设么/社么/舍么 is only 什么 typed (能上设么大学); 拍 before how far down is 排 typed (全省拍多少, 拍第几)
  [/[设社舍]么/g, '什么'],
  [/拍(?=多少|第几|几名|在第|前[一二三四五六七八九十几\d])/g, '排'],
  // 进 is a word of its own, yet 进三年 before a line or a rank is 近三年 typed (not 进三年级)
  [/进(?=[三两几五四325]年(?!级))/g, '近'],
  // 专业足/专业租 before how one fills: 专业组 typed (「按院校专业足报吗」, 「按专业租填吗」); and before what a group has
  // (各专业租的线, 专业租投档线, 几个专业租, 专业祖最低分, 45个专业租每组6个): the words that follow a 专业组, never a rent (租房, 租金)
  [/专业[足租祖阻](?=报|填|吗|么|嘛|还是|[？?，,]|$)/g, '专业组'],
  [/专业[足租祖阻](?=的|投档|录取|最低|分数|线|位次|代码|号|表|列|里|内|有|每|[\d一二三四五六七八九十])/g, '专业组'],
  // 专页组/专叶组: 业 typed by its sound (yè) before 组, which only a 专业组 is (ADR 153); 学校专页 (a page) has no 组
  [/专[页叶夜液]组/g, '专业组'],
  // a group's code followed by 足/租/祖: 组 typed (「003足」, 「第12租」), never a word after a number
  [/(?<![\d.])(\d{2,6})\s*[足租祖阻](?![球迹够以协])/g, '$1组'],
]

/**
 * The question with sound-alike misspellings of domain words put right (the rest unchanged). `names`
 * are phrases never touched (a college's short name: 武理工 sounds like 物理 + 工, yet is 武汉理工大学).
 */
export function fixTypos(question: string, names?: ReadonlyMap<string, unknown>, maxLength = 12): string {
  const text = restoreShang(
    LOOK_ALIKE.reduce((t, [re, to]) => t.replace(re, to), restoreNameChars(question, names, maxLength)),
    names,
  )
  if (!/[\u4e00-\u9fff]/.test(text)) return text
  const chars = [...text]
  const sound = syllables(text)
  // pinyin-pro gives one syllable per character (a non-Han character stands for itself)
  if (sound.length !== chars.length) return text
  const out = [...chars]
  const kept = namedSpans(chars, names, maxLength, sound)
  const cuts = exactWordCuts(chars)
  for (let i = 0; i < chars.length; i++) {
    for (const { word, sound: target, before } of words()) {
      const n = target.length
      if (i + n > chars.length) continue
      if (before && !before.test(chars.slice(i + n).join(''))) continue
      const span = chars.slice(i, i + n)
      if (span.join('') === word || !span.every(isHan) || span.some((c, k) => c !== word[k] && KEEP.has(c))) continue
      if (kept.slice(i, i + n).some(Boolean) || cuts(i, i + n)) continue
      if (target.every((s, k) => s === sound[i + k] || loose(s) === loose(sound[i + k]!)) && span.some((c, k) => c === word[k])) {
        for (let k = 0; k < n; k++) out[i + k] = word[k]!
        i += n - 1
        break
      }
    }
  }
  return out.join('')
}

/**
 * Whether a span cuts a domain word written right (调剂会 is 调剂 + 会, never 调 + 机会): a span that begins or ends inside
 * such a word without holding all of it; a span that holds a whole word (分数现 holding 分数) may still be put right.
 */
function exactWordCuts(chars: string[]): (from: number, to: number) => boolean {
  const text = chars.join('')
  const spans: [number, number][] = []
  for (const word of WORDS) for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) spans.push([at, at + word.length])
  return (from, to) => spans.some(([a, b]) => from < b && to > a && !(from <= a && to >= b))
}

/**
 * What a track or subjects typed by sound go on with (武理类, 武理580, 武理化生, 武理 历史): the two-character name that
 * sounds like the subject (武理 of 武汉理工大学) is then the subject typed; 历史类 rules 物理 out, so 「武理 历史类」 is the college.
 */
// 历史类 after it is a track that rules out 物理 (首选 is one of the two), so 「武理 历史类」 names the college (ADR 151)
const TRACK_AFTER = /^\s*(?:类|科|[\d化生地政技]|[史历](?!史?(?:类|方向))|和|与|跟|\+|、|,|，)/

/**
 * Characters inside a phrase of `names` of three or more characters (longest match first), or a college's two-character
 * name said as a college (「武理我这分能上不」: 武汉理工大学, not 物理 typed; ADR 149): not after 选 and not followed by
 * what a track goes on with.
 */
function namedSpans(chars: string[], names: ReadonlyMap<string, unknown> | undefined, maxLength: number, sound: string[]): boolean[] {
  const kept = chars.map(() => false)
  if (!names) return kept
  // only a name that sounds like a two-character word as a whole (武理 ~ 物理): 北物 (北京物资学院) keeps no 物 of 湖北物里
  const soundsLikeWord = (i: number) => words().some((w) => w.sound.length === 2 && w.sound[0] === sound[i] && w.sound[1] === sound[i + 1])
  const collegeOfTwo = (i: number) =>
    (names.get(chars.slice(i, i + 2).join('')) as { kind?: string } | undefined)?.kind === 'school' &&
    soundsLikeWord(i) &&
    !/[选考]$/.test(chars.slice(0, i).join('')) &&
    !TRACK_AFTER.test(chars.slice(i + 2).join(''))
  for (let i = 0; i < chars.length; i++) {
    for (let n = Math.min(maxLength, chars.length - i); n >= 2; n--) {
      if (!names.has(chars.slice(i, i + n).join('')) || (n === 2 && !collegeOfTwo(i))) continue
      for (let k = i; k < i + n; k++) kept[k] = true
      i += n - 1
      break
    }
  }
  return kept
}
