import type { Row } from '../write-tables.ts'
import { SRC3 } from './sources.ts'
import type { Track } from './zhiqu-groups.ts'
import { type Base, type Ctx, admissionRow, cellInt, cellText } from './unit-rows.ts'

type Rec = Record<string, string>
const base = (province: string, year: number, subject: string, batch: string): Base => ({
  province_code: province,
  year,
  subject_type: subject,
  batch,
  unit_level: 'major',
  source_id: SRC3.zhiqu,
  quality: 'third-party',
})

/**
 * 山东 2026 常规批第1次志愿 投档 (专业+院校): the official table prints the lowest rank only, never a score.
 * Special plans are marked in the major name ("中国语言文学类(高校专项计划)"), which the plan-type classifier reads.
 */
export function readShandong2026(rows: Rec[], ctx: Ctx): Row[] {
  return rows.flatMap((r) => {
    const rank = cellInt(r.rank)
    if (rank === null) return []
    const major = r.major ?? ''
    const row = admissionRow(ctx, base('37', 2026, '综合', '普通类常规批第1次志愿'), {
      school: r.name ?? '',
      code: cellText(r.code),
      major: cellText(major),
      minRank: rank,
      plan: cellInt(r.plan),
      model: '3+3',
    })
    return row ? [row] : []
  })
}

/** 浙江 普通类第一段平行投档 (专业+院校) 2023/2025/2026 full tables; an empty rank means the unit was not filled. */
export function readZhejiang(rows: Rec[], year: number, ctx: Ctx): Row[] {
  return rows.flatMap((r) => {
    const score = cellInt(r.score)
    if (score === null) return []
    const major = r.major ?? ''
    const row = admissionRow(ctx, base('33', year, '综合', '普通类平行录取第一段'), {
      school: r.name ?? '',
      code: cellText(r.code),
      majorCode: cellText(r.major_code),
      major: cellText(major),
      minScore: score,
      minRank: cellInt(r.rank),
      plan: cellInt(r.plan),
      model: '3+3',
    })
    return row ? [row] : []
  })
}

/**
 * 河北 2026 本科批 历史类 and 辽宁 2026 本科批 (专业+院校), score only. 河北's ranks were computed by the
 * transcriber from the 分数统计表, not printed in the 投档 table: they are dropped so that every score-only
 * row gets its rank the same way, from the app's own table of that year (flagged derived).
 * Names carry the city and ownership ("安徽财经大学(蚌埠市)[公办]").
 */
export function readScoreOnlyMajors(rows: Rec[], province: '13' | '21', track: Track, ctx: Ctx): Row[] {
  return rows.flatMap((r) => {
    const score = cellInt(r.score)
    if (score === null) return []
    const major = r.major ?? ''
    const row = admissionRow(ctx, base(province, 2026, track, '本科批'), {
      school: r.name ?? '',
      code: cellText(r.code),
      majorCode: cellText(r.major_code),
      major: cellText(major),
      minScore: score,
      model: '3+1+2',
    })
    return row ? [row] : []
  })
}
