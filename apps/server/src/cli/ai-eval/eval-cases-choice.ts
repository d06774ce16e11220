import { asksFor, called, links, namesUnit, noSpecialPlanProbability, recommends, says, type Check } from './eval-checks.ts'
import { rankAt } from './eval-facts.repository.ts'

/** One evaluation case: the turns a student types (earlier ones answered first), checks on the last answer. */
export type Case = { id: string; category: string; turns: string[]; checks: Check[] }

const rec = (id: string, q: string, p: string, type: string, extra: Check[] = []): Case => ({
  id,
  category: 'recommend',
  turns: [q],
  checks: [recommends(p, type), ...extra],
})
const tag = (id: string, q: string, p: string, type: string, t: '985' | '211' | '双一流'): Case => ({
  id,
  category: 'recommend',
  turns: [q],
  checks: [recommends(p, type, { tag: t })],
})
const chance = (id: string, q: string, p: string, type: string, score: number, school: string): Case => ({
  id,
  category: 'probability',
  turns: [q],
  checks: [says(school, rankAt(p, type, score)), called('admission_probability'), namesUnit(), noSpecialPlanProbability(p, type, score, school)],
})

/** 能报哪些 / 冲稳保 / 保底 / 能上211吗, and 录取概率 of one college (written the way students ask). */
export const choiceCases: Case[] = [
  rec('rec-liaoning-h530', '辽宁历史类530分，能报哪些大学？', '21', '历史类'),
  rec('rec-jiangxi-p510', '江西物理类510分保底报什么学校', '36', '物理类'),
  rec('rec-henan-p580', '河南物理类580分能上哪些大学', '41', '物理类'),
  rec('rec-henan-h560', '我是河南的，历史类560，帮我冲稳保各推荐几个', '41', '历史类'),
  rec('rec-guangdong-p600', '广东物理类600分可以报哪些学校', '44', '物理类'),
  rec('rec-guangdong-h550', '广东历史550分推荐几所大学', '44', '历史类'),
  rec('rec-jiangsu-p620', '江苏物理类620分冲稳保怎么报', '32', '物理类'),
  rec('rec-hubei-p590', '湖北物理590能报什么大学', '42', '物理类'),
  rec('rec-hunan-h540', '湖南历史类540分有哪些学校可以上', '43', '历史类'),
  rec('rec-hebei-p630', '河北物理类630分能去哪些好大学', '13', '物理类'),
  rec('rec-sichuan-p570', '四川物理类570分能上哪些大学', '51', '物理类'),
  rec('rec-shaanxi-p550', '陕西物理550分，有什么学校推荐', '61', '物理类'),
  rec('rec-anhui-p560', '安徽物理类560分保底学校有哪些', '34', '物理类'),
  rec('rec-fujian-h520', '福建历史类520分能报哪些本科', '35', '历史类'),
  rec('rec-chongqing-p600', '重庆物理类600分冲一冲哪些学校', '50', '物理类'),
  rec('rec-guangxi-h540', '广西历史类540分能上什么大学', '45', '历史类'),
  rec('rec-jilin-p550', '吉林物理类550分能报哪些学校', '22', '物理类'),
  rec('rec-shandong-600', '山东600分能报哪些大学', '37', '综合'),
  rec('rec-zhejiang-620', '浙江考生620分冲稳保推荐', '33', '综合'),
  rec('rec-yunnan-p520', '云南物理类520分推荐一些学校', '53', '物理类'),
  rec('rec-shanxi-p540', '山西物理类540分保底报哪', '14', '物理类'),
  rec('rec-heilongjiang-p500', '黑龙江物理类500分能上哪些本科', '23', '物理类'),
  tag('rec-211-henan-p600', '河南物理类600分能上211吗', '41', '物理类', '211'),
  tag('rec-211-jiangsu-p600', '江苏物理600分能上哪些211', '32', '物理类', '211'),
  tag('rec-985-guangdong-p640', '广东物理类640分有985可以上吗', '44', '物理类', '985'),
  tag('rec-211-hebei-h580', '河北历史类580能报211吗', '13', '历史类', '211'),
  tag('rec-sfc-hubei-p610', '湖北物理类610分能上双一流吗', '42', '物理类', '双一流'),
  { id: 'rec-ask-all', category: 'recommend', turns: ['我能报哪些大学？'], checks: [asksFor(/省份/), asksFor(/分数|位次/)] },
  { id: 'rec-ask-score', category: 'recommend', turns: ['河南物理类能上哪些学校'], checks: [asksFor(/分数|位次/)] },
  { id: 'rec-ask-track', category: 'recommend', turns: ['湖北580分能上哪些大学'], checks: [asksFor(/物理类|历史类|科类/)] },
  { id: 'rec-ask-211', category: 'recommend', turns: ['600分能上211吗'], checks: [asksFor(/省份/)] },
  { id: 'rec-link', category: 'recommend', turns: ['河南物理类600分冲稳保名单'], checks: [recommends('41', '物理类'), links('wish')] },
  // 录取概率 of one college: the unit the candidate would fill, never a special plan's line
  chance('p-henan-zzu-580', '河南物理类580分，郑州大学稳吗', '41', '物理类', 580, '郑州大学'),
  chance('p-guangxi-gxu-540', '广西历史类540分上广西大学概率多大', '45', '历史类', 540, '广西大学'),
  chance('p-hebei-dlut-630', '河北物理类630分能上大连理工吗', '13', '物理类', 630, '大连理工大学'),
  chance('p-henan-henu-560', '河南历史类560分能上河南大学吗', '41', '历史类', 560, '河南大学'),
  chance('p-hubei-whu-620', '湖北物理类620分考武大有希望吗', '42', '物理类', 620, '武汉大学'),
  chance('p-jiangsu-nju-640', '江苏物理类640分能上南京大学吗', '32', '物理类', 640, '南京大学'),
  chance('p-sichuan-scu-600', '四川物理类600分报川大稳不稳', '51', '物理类', 600, '四川大学'),
  chance('p-hunan-csu-610', '湖南物理类610分中南大学有戏吗', '43', '物理类', 610, '中南大学'),
  chance('p-guangdong-scut-600', '广东物理类600分能上华南理工吗', '44', '物理类', 600, '华南理工大学'),
  chance('p-liaoning-dlut-600', '辽宁物理类600能上大连理工大学吗', '21', '物理类', 600, '大连理工大学'),
  chance('p-anhui-hfut-580', '安徽物理类580分合肥工业大学能上吗', '34', '物理类', 580, '合肥工业大学'),
  chance('p-shaanxi-nwu-560', '陕西物理类560分能去西北大学吗', '61', '物理类', 560, '西北大学'),
  chance('p-jiangxi-ncu-560', '江西物理类560分能上南昌大学吗', '36', '物理类', 560, '南昌大学'),
  chance('p-henan-zzu-600', '河南物理类600分报郑州大学概率多少', '41', '物理类', 600, '郑州大学'),
]
