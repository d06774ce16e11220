/**
 * 「是不是不分一批二批了」「一本二本合并了吗」: whether a province still draws separate 本科 batches, said from the
 * year's own batch lines (ADR 095), before the lines themselves. Null when the question does not ask it.
 */
const ASKS_MERGED = /合并|合成一|不分(本科)?[一二](本|批)|不分批次?|取消(了)?(本科)?[一二]?(本|批)|[一二]本[一二]本.{0,3}(合|并)/

type Line = { SubjectType: string; Category: string; Batch: string }

export function batchMergeNote(question: string, province: string, year: number | null, lines: Line[]): string | null {
  if (!ASKS_MERGED.test(question) || year === null) return null
  const ordinary = lines.filter((l) => !/专项|预科|民族|体育|艺术|特殊/.test(`${l.Category}${l.Batch}`))
  const first = ordinary.some((l) => /一批|一本|一段/.test(l.Batch))
  const second = ordinary.some((l) => /二批|二本|二段/.test(l.Batch))
  if (first && second) return `没有合并：${province}${year}年本科仍分一批、二批，各划一条控制线（见下表）。`
  if (ordinary.some((l) => /本科/.test(l.Batch))) return `是的：${province}${year}年本科已不分一批、二批，只划本科批一条线（见下表）。`
  return null
}
