import { dataOf, type Plan } from './ai-plan.ts'

/**
 * 「是不是不分一批二批了」「一本二本合并了吗」: whether a province still draws separate 本科 batches, said from the
 * year's own batch lines (ADR 095), before the lines themselves. Null when the question does not ask it.
 */
const ASKS_MERGED = /合并|合成一|不分(本科)?[一二](本|批)|不分批次?|取消(了)?(本科)?[一二]?(本|批)|[一二]本[一二]本.{0,3}(合|并)/

/** 「一本线」「本二批」「本科二批」「二批线」「三本」: a numbered 本科 batch named, which a merged province no longer draws (ADR 101). */
export const NUMBERED_BATCH = /[一二三]本|本[一二三]|(本科)?第?[一二三]批|[一二]段线/

type Line = { SubjectType: string; Category: string; Batch: string; Score?: number }

const ordinaryOf = (lines: Line[]) => lines.filter((l) => !/专项|预科|民族|体育|艺术|特殊/.test(`${l.Category}${l.Batch}`))
const numbered = (lines: Line[]) => ordinaryOf(lines).some((l) => /[一二三]批|[一二三]本|[一二]段/.test(l.Batch))

export function batchMergeNote(question: string, province: string, year: number | null, lines: Line[]): string | null {
  if (!ASKS_MERGED.test(question) || year === null) return null
  const ordinary = ordinaryOf(lines)
  const first = ordinary.some((l) => /一批|一本|一段/.test(l.Batch))
  const second = ordinary.some((l) => /二批|二本|二段/.test(l.Batch))
  if (first && second) return `没有合并：${province}${year}年本科仍分一批、二批，各划一条控制线（见下表）。`
  if (ordinary.some((l) => /本科/.test(l.Batch))) return `是的：${province}${year}年本科已不分一批、二批，只划本科批一条线（见下表）。`
  return null
}

/**
 * The first year of the merged batch: the years before the one shown, newest first, until one still draws 一批/二批
 * (黑龙江 2024, 山西 2025, 河北 2020 in the dataset). Null when the data has no year of separate batches.
 */
async function mergedSince(plan: Plan, provinceId: number, year: number, years: number[]): Promise<number | null> {
  let since = year
  for (const y of years.filter((y) => y < year).sort((a, b) => b - a)) {
    const d = dataOf(await plan.call('batch_lines', { ProvinceId: provinceId, Year: y })) as { Year: number | null; List: Line[] } | null
    if (!d || d.Year !== y || !d.List.length) return null
    if (numbered(d.List)) return since
    since = y
  }
  return null
}

/**
 * 「黑龙江一本线和二本线多少」「河北历史类二本线」 in a year whose lines have one 本科 batch: the premise (一本/二本
 * exist) is wrong, so the answer says the batches were merged, since when (from the data's own earlier years), and the
 * 本科批 line that stands for both (ADR 101). The 特殊类型 line is named for what it is: often quoted as the old
 * 一本线's stand-in, it admits to no batch. Null when no numbered batch is named or the year still draws them.
 */
export async function mergedBatchPremise(
  plan: Plan,
  question: string,
  province: { id: number; shortName: string },
  data: { Year: number | null; YearsInData?: number[]; List: Line[] },
): Promise<string | null> {
  if (ASKS_MERGED.test(question) || !NUMBERED_BATCH.test(question) || data.Year === null || numbered(data.List)) return null
  const main = ordinaryOf(data.List).filter((l) => /本科/.test(l.Batch) && typeof l.Score === 'number')
  if (!main.length) return null
  const since = await mergedSince(plan, province.id, data.Year, data.YearsInData ?? [])
  const special = data.List.filter((l) => /特殊类型|特控/.test(`${l.Category}${l.Batch}`) && typeof l.Score === 'number')
  const of = (l: Line) => `${l.SubjectType} **${l.Score}分**`
  // 河北 prints two 特殊类型 lines a track: each by its own name, so two numbers of one track are not a riddle
  const twice = new Set(special.filter((l, i) => special.findIndex((m) => m.SubjectType === l.SubjectType) !== i).map((l) => l.SubjectType))
  const ofSpecial = (l: Line) => (twice.has(l.SubjectType) ? `${l.SubjectType}${l.Batch} **${l.Score}分**` : of(l))
  return [
    `${province.shortName}${since ? `自${since}年起` : `${data.Year}年`}已经**不再分一本、二本**：本科一批、二批合并为一个**本科批**，只划一条本科线，没有单独的一本线、二本线。`,
    `${province.shortName}${data.Year}年本科批线：${main.map(of).join('，')}。原来一本、二本的院校都在本科批里填报，层次看各院校（专业组）的录取位次。`,
    ...(special.length
      ? [`常被拿来当“一本线”参考的是特殊类型招生控制线（${special.map(ofSpecial).join('，')}），它是强基计划等特殊类型招生的资格线，不是一个录取批次。`]
      : []),
  ].join('\n')
}
