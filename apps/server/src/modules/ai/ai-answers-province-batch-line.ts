import { batchLineTable } from './ai-batch-line-ranks.ts'
import { specialLineAsked } from './ai-answers-plan-beside.ts'
import type { AnswerFn } from './ai-answers-school.ts'
import { dataOf, type Plan } from './ai-plan.ts'
import { trackLabels } from './ai-tool-kit.ts'
import type { Entities } from './ai-nlu.ts'
import { SPECIAL_TYPE_LINE, savedScoreFits } from './ai-saved-score-line.ts'
import { batchLinesOverYears, yearsAsked } from './ai-answers-years.ts'
import { checkStatedBatchLine } from './ai-premise-batch-line.ts'
import { batchMergeNote, mergedBatchPremise } from './ai-premise-batch-merge.ts'
import { statedBatchLine } from './ai-stated-line.ts'
import { linesOfProvinces, otherTracksLine } from './ai-answers-batch-provinces.ts'
import { laterBatchLinesBeside, SPECIAL_ASKED } from './ai-batch-line-newest.ts'
import { plansNamed } from './ai-intent-chance-special.ts'
import { eligibilityOf } from '../../db/read-model/plan-type.ts'

// A province's control lines (批次线) asked (moved out of ai-answers-general.ts unchanged, which had grown past 400 lines).

/** 够不够, 过线没有, 过没过, 上线了吗: the candidate's score against the line asked */
/**
 * 「我够不够」「过线没有」「比本科线高多少」「超本科线几分」「离一本线差好多」: the candidate's score against the line,
 * however the comparison is worded (a word of comparing, then how much).
 */
const OVER_ASK =
  /够不够|够吗|过(了)?(本科|专科|一本|二本|特控|一段|二段)?线|过没过|过了没|过了吗|上线|达线|超(过)?线|有没有过|能不能过|比.{0,10}(线|本科|一本|二本|专科).{0,4}(高|低|多|少|差)|(高|超|差|低)(出|过|了)?.{0,8}(多少|几|好多)/

/** 「专项类本科线」 (内蒙古 draws one for its 专项 plans): its lines listed first, and what it is for said */
const SPECIAL_PLAN_LINE = /专项/
const SPECIAL_PLAN_LINE_MEANS =
  '名称含「专项」的控制线只适用于专项计划（国家专项、地方专项、高校专项）的考生：须具备专项报考资格（户籍、学籍在实施区域等，资格审核通过），普通类考生看普通类的线。'

/**
 * 「国家专项是什么、什么条件能报，去年海南国家专项的控制线」: where the province draws a 专项 line it is listed (above); where it
 * draws none, that is said, with who may apply to each plan asked (its eligibility) — the ordinary lines alone answer neither.
 */
function specialPlanLineNote(question: string, province: string, year: number | null, list: { Batch: string; Category: string }[]): string {
  if (list.some((l) => /专项/.test(l.Batch + l.Category))) return SPECIAL_PLAN_LINE_MEANS
  const plans = plansNamed(question)
  const who = plans.map((p) => `${p}：${eligibilityOf[p as keyof typeof eligibilityOf]}`).join('；')
  return `数据里${province}${year ?? ''}年没有单列的专项控制线：专项计划单独投档、单独划线，一般不低于本科批控制线，各院校专项的录取线要看院校的专项数据（以省教育考试院公布为准）。${who ? `报考条件——${who}。` : ''}`
}

/** 「北京和上海的本科线」「京沪 本科线」: each province named, by the one-province answer below */
export const batchLine: AnswerFn = async (plan, e0, question) =>
  (await specialLineAsked(plan, e0, question)) ??
  (e0.schools.length === 0 ? await linesOfProvinces(plan, e0, question, (e) => batchLineOf(plan, e, question)) : null) ??
  batchLineOf(plan, e0, question)

async function batchLineOf(plan: Plan, e0: Entities, question: string): Promise<string> {
  const e = await plan.withProfile(e0)
  // “物理类和历史类分别是多少”, “各是多少”: every track, whatever track the question also named
  // 「物理类本科线去年和今年分别是多少」: with two or more years asked, 分别 is each year, not each track
  const bothTracks =
    (/物理|理科/.test(question) && /历史|文科/.test(question)) || (/各(是|多少)|分别|都说/.test(question) && !(e0.subjectType && yearsAsked(question, e)))
  const track = bothTracks ? null : e.subjectType
  // “我们这边今年本科线”: the saved profile's province, or one short question
  if (!e.province) return '批次线按省份划定，请告诉我你所在的省份（例如“河南今年本科线”），或在“志愿填报”里保存成绩后再问。'
  // 「听说…本科二批线是468分，是真的吗」: a stated line is a premise to check, not the candidate's score
  const stated = statedBatchLine(question)
  if (stated !== null) return checkStatedBatchLine(plan, e, track, question, stated)
  const years = yearsAsked(question, e)
  if (years) return batchLinesOverYears(plan, e, track, question, years)
  // 「我够不够」「过线没有」: the candidate's (saved) score against the line, the gap from the tool
  // 「河南 2025 本科线 520」: a score written beside the line asks the gap too, with no word of comparing
  const against = e.score !== null && (OVER_ASK.test(question) || e0.score !== null || (await savedScoreFits(plan, e0, e, track)))
  const ask = (label: string | null, year = e.year) =>
    plan.call('batch_lines', {
      ProvinceId: e.province!.id,
      ...(label ? { SubjectType: label } : {}),
      ...(year ? { Year: year } : {}),
      ...(against ? { Score: e.score } : {}),
      ...(SPECIAL_PLAN_LINE.test(question) ? { BatchWord: '专项' } : {}),
    })
  let run = await ask(track)
  // 「理科那边」 in a province that now says 物理类 (or 物理类 for an older year's 理科): the same track under its other name
  for (const label of track ? trackLabels(track).slice(1) : []) {
    if ((dataOf(run) as { List?: unknown[] } | null)?.List?.length) break
    run = await ask(label)
  }
  // the year asked has no line of this track (青海 before its new exam): the newest year's, said as such in the source line
  if (e.year && !(dataOf(run) as { List?: unknown[] } | null)?.List?.length) run = await ask(track, null)
  const d = dataOf(run) as {
    Year: number | null
    YearsInData?: number[]
    List: { SubjectType: string; Category: string; Batch: string; Score: number; Gap?: number }[]
  } | null
  if (!d || d.List.length === 0) return `数据里没有${e.province.shortName}的批次线，我不会编造。`
  const wanted0 = /专科|高职/.test(question)
    ? /专科|高职/
    : /一批|一段/.test(question)
      ? /一批|一段/
      : /二批|二段/.test(question)
        ? /二批|二段/
        : /本科|一段|一批/
  // 「特殊类型线」「特招线」: the 特殊类型 line is the one asked (and held against the score), not the 本科 line below it
  const special = SPECIAL_TYPE_LINE.test(question)
  const wanted = special ? /特殊/ : wanted0
  const ofWanted = d.List.filter((l) => wanted.test(special ? l.Category + l.Batch : l.Batch) && (special || !/特殊|专项/.test(l.Category + l.Batch)))
  // a merged year has no 一批/二批 line: the 本科批 line is the one the score is held against (ADR 101)
  const candidates = !against ? [] : ofWanted.length ? ofWanted : d.List.filter((l) => /本科/.test(l.Batch) && !/特殊|专项/.test(l.Category + l.Batch))
  // one line per track (no track said: the gap to each track's line, the candidate reads their own)
  const mains = candidates.filter((l, i) => candidates.findIndex((m) => m.SubjectType === l.SubjectType) === i)
  const verdict = mains.flatMap((main) =>
    main.Gap === undefined
      ? []
      : [
          main.Gap >= 0
            ? `你的 **${e.score}分** 高于${main.SubjectType}${main.Batch}（${main.Score}分）**${main.Gap} 分**，过线了（过线只说明能报这一批次，录取还要看院校的线）。`
            : `你的 **${e.score}分** 低于${main.SubjectType}${main.Batch}（${main.Score}分）**${-main.Gap} 分**，没有过线。`,
          '',
        ],
  )
  // 「是不是不分一批二批了」: the batches the year's lines show, before them
  // 「一本线二本线多少」 where one 本科批 is drawn: the premise corrected, with the 本科批 line (ADR 101)
  const merged = batchMergeNote(question, e.province.shortName, d.Year, d.List) ?? (await mergedBatchPremise(plan, question, e.province, d))
  const others =
    track && !against && d.Year
      ? await otherTracksLine(plan, e.province.id, d.Year, d.List[0]!.SubjectType, /专科|高职/.test(question) ? /本科|专科|高职|一段|一批|二段/ : wanted)
      : null
  const newest = await laterBatchLinesBeside(plan, e, track, d.Year, question)
  // 「特控线」 asked of a year whose lines hold none: its name said, and that the year has none (the later one beside; ADR 157)
  const noSpecial =
    SPECIAL_ASKED.test(question) && !d.List.some((l) => /特殊类型/.test(l.Category + l.Batch))
      ? `特控线即特殊类型招生控制线：数据里${d.Year}年${e.province.shortName}没有这条线${newest ? '，较新年份的见下' : ''}。`
      : null
  return [
    ...(merged ? [merged, ''] : []),
    ...verdict,
    `**${e.province.shortName}${d.Year}年批次控制线**`,
    '',
    // a line of another category (新疆's 民族班 一批 394 beside the ordinary 468) is named, never read as the ordinary one
    ...(await batchLineTable(plan, e.province.id, d.Year, d.List, question)),
    '',
    ...(others ? [others, ''] : []),
    ...(noSpecial ? [noSpecial, ''] : []),
    ...(SPECIAL_PLAN_LINE.test(question) ? [specialPlanLineNote(question, e.province.shortName, d.Year, d.List), ''] : []),
    ...(newest ? [newest, ''] : []),
    `> 来源：${e.province.shortName}省级教育考试院公布的${d.Year}年批次控制线${e.year && e.year !== d.Year ? `（数据里没有${e.year}年${d.YearsInData?.length ? `，有${d.YearsInData.slice(0, 5).join('、')}年` : ''}，以上为最新的${d.Year}年）` : ''}。`,
  ].join('\n')
}
