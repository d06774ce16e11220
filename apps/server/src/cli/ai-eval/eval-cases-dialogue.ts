import type { Case } from './eval-cases-choice.ts'
import { asksFor, called, corrects, noProbability, recommends, says, saysOne, tagVerdict, never } from './eval-checks.ts'
import { majorCategory, majorDegree, rankAt, rankingOf, schoolLine } from './eval-facts.repository.ts'

const c = (id: string, category: string, turns: string[], ...checks: Case['checks']): Case => ({ id, category, turns, checks })

/** False premises, follow-ups over three or more turns, vague questions and comparisons. */
export const dialogueCases: Case[] = [
  // premises corrected in the first sentence
  c('pr-henan-780', 'premise', ['河南物理类780分能上清华吗'], corrects(/750|满分|总分|超出/), noProbability()),
  c('pr-jiangsu-760', 'premise', ['江苏物理类760分排多少名'], corrects(/750|满分|总分|超出/)),
  c('pr-shanghai-700', 'premise', ['上海700分能上复旦吗'], corrects(/660|满分|总分|超出/), noProbability()),
  c('pr-hainan-1000', 'premise', ['海南考了1000分能上北大吗'], corrects(/900|满分|总分|超出/), noProbability()),
  c(
    'pr-unknown-bkgc',
    'premise',
    ['北京科技工程大学怎么样'],
    corrects(/没有找到|没有.{0,4}北京科技工程大学|不存在|查不到/),
    saysOne('北京科技大学', '北京工业大学', '北京工商大学'),
  ),
  c('pr-unknown-hnsf', 'premise', ['河南省第一师范大学分数线多少'], corrects(/没有找到|不存在|查不到/), noProbability()),
  c('pr-unknown-prob', 'premise', ['河南物理类600分能上中原科技工程大学吗'], corrects(/没有找到|不存在|查不到/), noProbability()),
  c('pr-henu-211', 'premise', ['河南大学是211，它在河南物理类多少分能上'], corrects(/不是.{0,6}211|不属于.{0,6}211|并非.{0,4}211/)),
  c('pr-szu-985', 'premise', ['深圳大学作为985院校，好考吗'], corrects(/不是.{0,6}985|不属于.{0,6}985|并非.{0,4}985/)),
  c('pr-zzu-985', 'premise', ['郑大是985，我河南物理类600分能上吗'], corrects(/不是.{0,6}985|不属于.{0,6}985|并非.{0,4}985/)),
  c('pr-year-2016', 'premise', ['2016年河南物理类600分排多少名'], corrects(/2016.{0,12}(没有|暂无|不分|未|只有)|没有.{0,12}2016/)),
  c('pr-year-2030', 'premise', ['2030年郑州大学在河南的分数线'], corrects(/2030.{0,12}(没有|暂无|尚未|还没)|没有.{0,12}2030/)),
  c('pr-shandong-physics', 'premise', ['山东物理类600分排多少名'], corrects(/不分|综合|没有物理类|不设/)),
  c('pr-henan-zonghe-track', 'premise', ['浙江文科600分能上浙大吗'], corrects(/不分|综合|没有文科|不设/), noProbability()),
  // a line the question quotes for a college is checked before any estimate (issue 31): a line the data
  // does not have, or a special plan's, is corrected and no probability rests on it
  c(
    'pr-quoted-line-absent',
    'premise',
    ['河南物理类600分，郑州大学去年最低才500分，我稳吗'],
    corrects(/没有500分这条录取线|500分是|500分只是/),
    noProbability(),
  ),
  c(
    'pr-quoted-line-absent-2',
    'premise',
    ['四川大学在四川物理类最低只要480，我590能上川大吧'],
    corrects(/没有480分这条录取线|480分是|480分只是/),
    noProbability(),
  ),
  // the exam model taken for granted, answered yes or no
  c('pr-model-old-asked-new', 'premise', ['湖北现在还分文理科吗'], corrects(/^不是/)),
  // follow-ups across three and more turns
  c('mt-henu-tag', 'multi-turn', ['河南物理类600分能上郑州大学吗', '那河南大学呢', '该校是211吗'], tagVerdict('河南大学', '211')),
  c('mt-zzu-rank', 'multi-turn', ['郑州大学怎么样', '它在河南物理类录取线是多少', '它全国排第几'], says(rankingOf('郑州大学'))),
  c('mt-whu-line', 'multi-turn', ['我是湖北物理类的', '考了610分', '武汉大学能上吗', '它去年最低多少分'], says(schoolLine('武汉大学', '42', '物理类'))),
  c('mt-rank-then', 'multi-turn', ['河南物理类580分排多少名', '那600分呢', '620分呢'], says(rankAt('41', '物理类', 620))),
  c(
    'mt-school-switch',
    'multi-turn',
    ['河南历史类560分能上河南大学吗', '那郑州大学呢', '那河南师范大学呢'],
    says('河南师范大学', rankAt('41', '历史类', 560)),
    called('admission_probability'),
  ),
  c('mt-rec-then-211', 'multi-turn', ['我河南物理类600分', '能报哪些大学', '其中哪些是211'], recommends('41', '物理类', { tag: '211' })),
  c('mt-major-then', 'multi-turn', ['口腔医学学几年', '那临床医学呢', '它授予什么学位'], says(majorDegree('临床医学'))),
  c('mt-tag-city', 'multi-turn', ['西北大学是211吗', '它在哪个城市', '该校排名多少'], says(rankingOf('西北大学'))),
  c('mt-sdu-major', 'multi-turn', ['山东大学怎么样', '它在山东计算机多少分', '那青岛大学呢'], says('青岛大学'), never(/山东大学\*\*\n/)),
  c('mt-profile-rec', 'multi-turn', ['我是广东的', '物理类', '580分能上哪些学校'], recommends('44', '物理类')),
  c(
    'mt-compare-then',
    'multi-turn',
    ['郑大和河大哪个好', '我是河南物理类590分', '那我报哪个更稳'],
    says('郑州大学', '河南大学'),
    called('admission_probability'),
  ),
  c(
    'mt-henan-tag-line',
    'multi-turn',
    ['河南大学是211吗', '它在河南历史类多少分', '我560分能上吗'],
    says('河南大学', rankAt('41', '历史类', 560)),
    called('admission_probability'),
  ),
  // vague questions: ask what is missing
  c('vg-what-school', 'vague', ['我该报什么学校'], asksFor(/省份|分数/)),
  c('vg-help', 'vague', ['帮我看看我能上什么'], asksFor(/省份|分数/)),
  c('vg-which-major', 'vague', ['学什么专业好'], asksFor(/兴趣|分数|省份|选科|方向/)),
  c('vg-line', 'vague', ['分数线多少'], asksFor(/学校|院校|省份|批次/)),
  c('vg-chance', 'vague', ['能上吗'], asksFor(/学校|院校|省份|分数/)),
  c('vg-score', 'vague', ['我考了550', '能报什么'], asksFor(/省份/)),
  c('vg-good', 'vague', ['哪个大学好'], asksFor(/分数|省份|专业|城市/)),
  c('vg-parent', 'vague', ['孩子今年高考，分数不太理想，怎么办'], asksFor(/省份|分数/)),
  // comparisons
  c('cmp-fin-acc', 'compare', ['金融学和会计学哪个好'], says('金融学', '会计学', majorCategory('金融学')), called('major_facts')),
  c('cmp-cs-se', 'compare', ['计算机科学与技术和软件工程有什么区别'], says('计算机科学与技术', '软件工程', majorDegree('软件工程')), called('major_facts')),
  c('cmp-clinic-dent', 'compare', ['临床医学和口腔医学选哪个'], says('临床医学', '口腔医学'), called('major_facts')),
  c('cmp-zzu-henu', 'compare', ['郑州大学和河南大学哪个好，我河南物理类'], says('郑州大学', '河南大学', schoolLine('郑州大学', '41', '物理类'))),
  c('cmp-bh-bl', 'compare', ['北航和北理工怎么选'], says('北京航空航天大学', '北京理工大学', rankingOf('北京理工大学'))),
  c('cmp-law-fin', 'compare', ['法学和金融学哪个就业好'], says('法学', '金融学'), called('major_facts')),
]
