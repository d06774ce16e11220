/**
 * Which admission round a result row belongs to. After the main round (平行志愿 / 正式投档 / 第一次填报)
 * a province fills the seats left empty in solicitation rounds (征集志愿, 征求志愿, 降分投档, 内蒙古's
 * 第二次/第三次填报). Their lowest scores are the leftovers' scores, often at the control line: a different
 * number from the main round's line, so they never become a unit's line (a number's meaning must
 * match its source). Sources mark the round in the batch (江苏 普通类专科批次征求志愿), in the group
 * wording (重庆 本科批第1次征集, 湖南 第一次征集志愿 101 第101组) or in the major name (环境工程（征集）).
 */
const laterRoundMark = /征集|征求|补录|降分|第[二三四五六七八九2-9]次(填报|投档)/

export type RoundFields = { batch: string | null; major_group: string | null; major_name: string | null }

/** The wording that marks a later round ("征集" …), or null for a row of the main round. */
export function laterRoundOf(row: RoundFields): string | null {
  for (const text of [row.batch, row.major_group, row.major_name]) {
    const m = text?.match(laterRoundMark)
    if (m) return m[0]
  }
  return null
}
