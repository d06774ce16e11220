import type { AnswerFn } from './ai-answers-school.ts'
import type { Entities } from './ai-nlu.ts'
import { dataOf, failureOf } from './ai-plan.ts'
import { chanceBesideLine, chancePartAsked } from './ai-intent-chance-special.ts'

/**
 * A question about one college in several parts (「X在哪？是211吗？有哪些一流学科？」, 「X的分数线和学费」,
 * 「在哪个城市，公办还是民办」, 「X 城市 211 一流专业」): the intent list picks one answer, so every part but one was
 * left unanswered. Each part asked is found here by its words and answered by its own answer, in the order asked.
 */

/** 专科线, 本科线, 专科批控制线, 省控线, 批次线, 专科先 (typed by sound): a province's batch line, not the college's. */
const BATCH_LINE_ASKED = /(?:专科|本科|高职|一本|二本|特控)(?:批次?)?(?:的|录取)?(?:最低)?(?:控制)?(?:分数)?[线先]|控制(?:分数)?线|省控线|批次线/

/** The parts a college question can have, by the intent (or the answer here) that answers each. */
const PARTS: { id: string; words: RegExp }[] = [
  // 「在深圳还是广州」 offers two places to choose from: where it is, asked without a 哪
  {
    id: 'school_location',
    words: /在哪|哪个城市|哪个?[区县](?!域)|什么[区县]|校址|什么城市|哪座城市|城市|哪里|哪儿|地址|位于|地处|所在地|哪个省|什么地方|在[\u4e00-\u9fa5]{2,4}还是/,
  },
  // 双一流学科 is the college's disciplines (strengths), not whether it is a 双一流 college; 层次 of a college is its tier
  // a bare 层次/档次 listed as a part (「延边大学 层次 所在城市 一流学科」) is the tier too; 本科层次, 学历层次 are not
  { id: 'school_tier', words: /985|211|双一流(?!建设)(?!学科)|一流大学|重点大学|几本|[一二]本还是|(?<![本专]科|学历|办学)(层次|档次)(?!的专业)/ },
  // 「公家的还是私人办的」 is the ownership in everyday words
  { id: 'school_nature', words: /公办|民办|公立|私立|性质|独立学院|公家|私人(办|的)/ },
  // 「他这个分排第几」 is the candidate's rank (score_to_rank below), not the college's place in a ranking
  { id: 'school_rank', words: /(?<!(分数?|成绩|我|孩子|他|她|娃).{0,8})(排名|排第几|第几名)/ },
  { id: 'school_contact', words: /官网|网址|网站|招生网|电话|联系方式/ },
  {
    id: 'school_strengths',
    words:
      /一流专业|一流本科|一流学科|双一流(建设)?学科|(优势|王牌|重点|强势)学科|王牌专业|优势专业|强势专业|特色专业|好专业|学科评估|评估结果|A\+|哪些专业强|专业实力/,
  },
  { id: 'tuition', words: /学费|多少钱|收费|费用|贵不贵/ },
  { id: 'admission_history', words: /分数线|录取分|最低分|多少分|几分|投档线|投档分|录取线|位次|往年|历年|分数/ },
  { id: 'enrollment_plan', words: /招生计划|招多少|招几个|计划招|招生人数|招生名额/ },
  // 「长春医专护理学费多少？吉林今年专科线多少分」「甘肃历史类专科线多少？兰州职院往年要多少分」: the province's batch line
  // asked beside the college's facts or lines (the college's name is read out first: 长春医学高等专科学校 asks no 专科线)
  { id: 'batch_line', words: BATCH_LINE_ASKED },
  // 「他这个分去年大概排第几、专科线多少，X工程造价往年多少分」「我的分 位次 本科线 专科线 X」: the candidate's own rank beside
  // the college's lines (the saved score, or the one said)
  {
    id: 'score_to_rank',
    words: /(分数?|成绩|我|孩子|他|她|娃).{0,8}(排第几|排多少名?|排几名?|排老几)|(我|孩子|他|她)的?(这个?)?(分数?|成绩).{0,6}(位次|名次)/,
  },
]

/** 分数不太高, 成绩一般, 分数偏低: how good the candidate's score is, said before what is asked */
const SCORE_LEVEL_SAID = /(分数|成绩)(也|都|实在|确实)?(不太高|不高|不算高|一般|不理想|偏低|较低|不咋地|不咋样|有限|不够高|不好|低)/g

/** The intents one of whose questions may carry other parts: the college facts, its lines, fees and plan. */
const FACT_INTENTS = new Set(PARTS.map((p) => p.id).concat('school_overview'))

/**
 * The parts a question asks of its one college, in the order asked; none means the intent's own answer.
 * The college's name is read out first (北京城市学院 asks nothing about a 城市).
 */
export function factsParts(question: string, intentId: string, e: Entities): string[] {
  if (!FACT_INTENTS.has(intentId) || e.schools.length !== 1) return []
  let text = question
  for (const s of e.schools) text = text.split(s.name).join(' ')
  // 「专科线多少分」: the 多少分 of the batch line asks no line of the college
  const lineText = text.replace(new RegExp(`(${BATCH_LINE_ASKED.source})(?:是|大概|大约|划到|有)?(?:多少分?|几多分?|好多分?|几分)`, 'g'), (m) =>
    ' '.repeat(m.length),
  )
  // 「孩子分数不太高，有人推荐X」: the score's level said as background asks no line (dev v29)
  const lines = lineText.replace(SCORE_LEVEL_SAID, (m) => ' '.repeat(m.length))
  const found0 = PARTS.map((p) => ({ id: p.id, at: (p.id === 'admission_history' ? lines : text).search(p.words) }))
    .filter((p) => p.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((p) => p.id)
  // the rank asked with 本科线/专科线 says the score against those lines itself (ai-answers-rank-line.ts): not twice
  const found = found0.includes('score_to_rank') ? found0.filter((id) => id !== 'batch_line') : found0
  // 「我这分上X够吗？前年它多少分」: the candidate's chance asked beside a fact or a line, answered in the order asked (ADR 099)
  const chanceAt = chancePartAsked(text, e)
  if (chanceAt >= 0 && found.length >= 1 && intentId !== 'admission_chance') {
    const at = (id: string) => text.search(PARTS.find((p) => p.id === id)!.words)
    const before = found.filter((id) => at(id) < chanceAt)
    return [...before, 'admission_chance', ...found.filter((id) => !before.includes(id))]
  }
  // 「俺400分，X去年要多少分」: a line asked with the candidate's score stated, its chance after it (ADR 119)
  if (chanceAt < 0 && found.includes('admission_history') && intentId !== 'admission_chance' && chanceBesideLine(text, e)) return [...found, 'admission_chance']
  // 「X是公办吗」 alone has no intent of its own (the overview would answer it in a table row): the ownership is said
  if (found.length === 1 && found[0] === 'school_nature' && intentId === 'school_overview') return found
  return found.length >= 2 ? found : []
}

type Facts = { SchoolName: string; ProvinceName: string; City: string; Level: string; Nature: string; Type: string; Authority: string }

/** 公办还是民办: the college's ownership as the data records it (公办, 民办, 中外合作办学). */
export const schoolNature: AnswerFn = async (plan, e) => {
  const school = e.schools[0]!
  const run = await plan.call('school_facts', { SchoolId: school.id })
  const f = dataOf(run) as Facts | null
  if (!f) return `暂时查不到${school.name}的办学性质（${failureOf(run)}）。`
  const kind = f.Nature === '中外合作办学' ? '中外合作办学（不是公办，也不是一般的民办）' : f.Nature
  // where it is, beside whose it is: 「公办还是民办」 is mostly asked to place a college the asker hardly knows
  const place = f.City ? `，位于${f.ProvinceName}${f.City === f.ProvinceName ? '' : f.City}` : ''
  return `**${f.SchoolName}**的办学性质：**${kind}**，${f.Level}院校${f.Type ? `（${f.Type}类）` : ''}，主管部门为${f.Authority || '—'}${place}（按本应用院校数据）。`
}

/**
 * Each part's answer, in the order asked, one after another. The fee answer already gives the line when the question
 * asks it beside the fee (its own rule, 中外合作's line included): the line is then not given a second time.
 */
export async function answerFactsParts(parts: string[], answerOf: (id: string) => AnswerFn, ...args: Parameters<AnswerFn>): Promise<string> {
  const out: string[] = []
  const withFee = parts.includes('tuition')
  // seats beside a fee with no province known: the fee's plan rows (the college's own province, said so) carry the seats,
  // so the seats are not asked a province the fee answer has just read (「X这个专业招几个、学费多少」)
  const [plan, e] = args
  const seatsInFee = withFee && parts.includes('enrollment_plan') && !(await plan.withProfile(e)).province
  // a score only stated beside a line asked (「上海大学2026年投档最低分多少？孩子考了五百四十出头」) with no province said or
  // saved: the line reads the college's home province, and the chance it was added for is not asked a province (ADR 150)
  const chanceUnasked = parts.includes('admission_history') && chancePartAsked(String(args[2] ?? ''), e) < 0 && !(await plan.withProfile(e)).province
  for (const id of parts) {
    if (id === 'admission_chance' && chanceUnasked) continue
    if (id === 'admission_history' && withFee) continue
    if (id === 'enrollment_plan' && seatsInFee) continue
    const text = await (id === 'school_nature' ? schoolNature : answerOf(id))(...args)
    out.push(text)
    if (id === 'tuition' && parts.includes('admission_history') && !text.includes('录取线')) out.push(await answerOf('admission_history')(...args))
  }
  return out.join('\n\n')
}
