import type { Row } from '../write-tables.ts'
import { SRC3 } from './sources.ts'
import { type Base, type Ctx, admissionRow, cellInt, cellText } from './unit-rows.ts'

type Rec = Record<string, string>
export type Track = '物理类' | '历史类'
const FIRST: Record<Track, string> = { 物理类: '物理', 历史类: '历史' }
const base = (province: string, year: number, subject: string, batch: string): Base => ({
  province_code: province,
  year,
  subject_type: subject,
  batch,
  unit_level: 'major-group',
  source_id: SRC3.zhiqu,
  quality: 'third-party',
})
/** The 再选 part of a group label ("化学和生物") as a full 3+1+2 requirement. */
const requirementOf = (track: Track, second: string | null) => (second ? `首选${FIRST[track]}，再选${second}` : null)
const hasNumbers = (r: Rec) => cellInt(r.score) !== null || cellInt(r.rank) !== null

/**
 * 江苏 2026 本科批 院校专业组 投档线 (score only). `major` holds the 再选 requirement and then remarks:
 * "化学)(中外合作办学)(泰州校区" is the PDF's "化学(中外合作办学)(泰州校区)" with the outer brackets lost.
 */
export function readJiangsu2026(rows: Rec[], track: Track, ctx: Ctx): Row[] {
  return rows.flatMap((r) => {
    if (!hasNumbers(r)) return []
    const [second = '', ...remarks] = (r.major ?? '').split(')(').map((s) => s.replace(/[()\s]/g, ''))
    const label = `${second}${remarks.map((x) => `(${x})`).join('')}`
    const row = admissionRow(ctx, base('32', 2026, track, '本科批'), {
      school: r.name ?? '',
      code: cellText(r.code),
      group: cellText(r.group),
      major: cellText(label),
      minScore: cellInt(r.score),
      requirement: requirementOf(track, cellText(second)),
      model: '3+1+2',
      planRemark: remarks.join(' ') || null,
    })
    return row ? [row] : []
  })
}

/**
 * 广东 本科批 院校专业组 投档 2022–2026, with the published rank. Special plans are marked only in the
 * school name ("北京大学(高校专项计划)"); the name is kept as printed and the label goes to plan-type
 * classification. A few top groups print a bound ("651以上") instead of a score: they carry no number.
 */
export function readGuangdong(rows: Rec[], track: Track, year: number, ctx: Ctx): Row[] {
  return rows.flatMap((r) => {
    if (!hasNumbers(r)) return []
    const name = r.name ?? ''
    const labels = [...name.matchAll(/[(（]([^()（）]*)[)）]/g)].map((m) => m[1]).join(' ')
    const row = admissionRow(ctx, base('44', year, track, '本科批'), {
      school: name,
      code: cellText(r.code),
      group: cellText(r.group),
      minScore: cellInt(r.score),
      minRank: cellInt(r.rank),
      plan: cellInt(r.plan),
      admitted: cellInt(r.admit),
      model: '3+1+2',
      planRemark: labels || null,
    })
    return row ? [row] : []
  })
}

const WATERMARK = new Set([...'上海市教育考试院'])

/**
 * 上海 names carry a stray leading character from the PDF watermark ("育同济大学", "市华东师大"), while
 * 上海… names legitimately start with 上. Within one 院校代码 the clean name is the one the others
 * extend by exactly one watermark character.
 */
export function shanghaiCleanNames(rows: Rec[]): Map<string, string> {
  const byCode = new Map<string, Set<string>>()
  for (const r of rows) byCode.set(r.code ?? '', (byCode.get(r.code ?? '') ?? new Set()).add(r.name ?? ''))
  const clean = new Map<string, string>()
  for (const [code, names] of byCode) {
    for (const n of names) {
      const stem = n.slice(1)
      clean.set(`${code}|${n}`, WATERMARK.has(n[0] ?? '') && names.has(stem) ? stem : n)
    }
  }
  return clean
}

/** 上海 2026 本科普通批 院校专业组 投档 (综合). Groups without a score or rank (复旦/上交 … strong-base groups) are skipped. */
export function readShanghai2026(rows: Rec[], ctx: Ctx): Row[] {
  const clean = shanghaiCleanNames(rows)
  return rows.flatMap((r) => {
    if (!hasNumbers(r)) return []
    const code = cellText(r.code)
    const name = clean.get(`${r.code ?? ''}|${r.name ?? ''}`) ?? r.name ?? ''
    const row = admissionRow(ctx, base('31', 2026, '综合', '本科普通批'), {
      school: name,
      code,
      group: cellText(r.group),
      minScore: cellInt(r.score),
      minRank: cellInt(r.rank),
      model: '3+3',
      shortForms: true,
    })
    return row ? [row] : []
  })
}

/**
 * 黑龙江 2026 本科批 院校专业组. 物理类 `major` = "化学|国家专项计划"; 历史类 `major` =
 * "北京大学历史类第005组(不限)国家专项计划". The 物理类 file has ranks, the 历史类 one does not.
 */
export function readHeilongjiang2026(rows: Rec[], track: Track, ctx: Ctx): Row[] {
  return rows.flatMap((r) => {
    if (!hasNumbers(r)) return []
    const text = r.major ?? ''
    const hist = /第\d+组\(([^)]*)\)(.*)$/.exec(text)
    const [second, label] = hist ? [hist[1] ?? '', hist[2] ?? ''] : [text.split('|')[0] ?? '', text.split('|').slice(1).join(' ')]
    const row = admissionRow(ctx, base('23', 2026, track, '本科批'), {
      school: r.name ?? '',
      code: cellText(r.code),
      group: cellText(r.group),
      major: cellText(text),
      minScore: cellInt(r.score),
      minRank: cellInt(r.rank),
      requirement: requirementOf(track, cellText(second)),
      model: '3+1+2',
      planRemark: cellText(label),
    })
    return row ? [row] : []
  })
}

/** 湖南 2026 本科批 院校专业组: `major` = "第311组(国家专项)"; the 选科 requirement is not in this table. */
export function readHunan2026(rows: Rec[], track: Track, ctx: Ctx): Row[] {
  return rows.flatMap((r) => {
    if (!hasNumbers(r)) return []
    const label = [...(r.major ?? '').matchAll(/\(([^)]*)\)/g)].map((m) => m[1]).join(' ')
    const row = admissionRow(ctx, base('43', 2026, track, '本科批'), {
      school: r.name ?? '',
      code: cellText(r.code),
      group: cellText(r.group),
      major: cellText(r.major),
      minScore: cellInt(r.score),
      minRank: cellInt(r.rank),
      model: '3+1+2',
      planRemark: label || null,
    })
    return row ? [row] : []
  })
}
