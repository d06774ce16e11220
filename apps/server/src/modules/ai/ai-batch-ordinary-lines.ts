/** A year's control lines as `batch_lines` returns them, with the gap to a score when one was given. */
export type BatchLines = { Year: number | null; List: { SubjectType: string; Category: string; Batch: string; Score: number; Gap?: number }[] }
type Line = BatchLines['List'][number]

/** A line of the ordinary route: not a 特殊类型, 专项 or art/sport line. */
const ORDINARY = (l: Line) => !/特殊|专项|体育|艺术/.test(`${l.Category}${l.Batch}`)

/** The ordinary 本科 line (一批/一段 where the 本科 is split) and the 专科 (高职) line of a year's control lines. */
export function ordinaryLines(list: Line[]): { bachelor: Line | undefined; vocational: Line | undefined } {
  const lines = list.filter(ORDINARY)
  const bachelor = lines.find((l) => /本科|一段|一批/.test(l.Batch) && !/二批|二段/.test(l.Batch)) ?? lines.find((l) => /本科/.test(l.Batch))
  return { bachelor, vocational: lines.find((l) => /专科|高职|二段/.test(l.Batch)) }
}
