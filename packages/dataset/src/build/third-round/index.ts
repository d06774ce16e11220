import type { SchoolMatcher } from '../../normalize/school-matcher.ts'
import type { Accumulator } from '../accumulator.ts'
import type { RawReader } from '../raw-files.ts'
import type { Row } from '../write-tables.ts'
import { readGuangxiPlan } from './guangxi-plan.ts'
import { readHubeiBenke, readHubeiZhuankeLines, readHubeiZhuankePlans } from './hubei.ts'
import { applyPrecedence } from './precedence.ts'
import { volunteerRankCandidates, zhiquRankCandidate } from './rank-tables.ts'
import { SRC3 } from './sources.ts'
import { type Ctx, newCtx, schoolsOf, tableCtx } from './unit-rows.ts'
import { readGuangdong, readHeilongjiang2026, readHunan2026, readJiangsu2026, readShanghai2026, type Track } from './zhiqu-groups.ts'
import { readScoreOnlyMajors, readShandong2026, readZhejiang } from './zhiqu-majors.ts'

const HB = '1052666__hb-gaokao-toudang'
const ZQ = 'WJSGZZ__Zhiqu/skills/zhiqu/data'
const TRACKS: [string, Track][] = [
  ['physics', '物理类'],
  ['history', '历史类'],
]
const GD_NOTE = 'official table with 本科层次加分 included (the score a 本科 admission uses)'
/** Zhiqu 一分一段 copies that the dataset lacked (other yfyd files there repeat tables the main source has). */
const ZHIQU_TABLES: [string, string, number, string, string?][] = [
  ['jiangsu/yfyd_physics_2023.csv', '32', 2023, '物理类'],
  ['jiangsu/yfyd_history_2023.csv', '32', 2023, '历史类'],
  ['jiangsu/yfyd_physics_2024.csv', '32', 2024, '物理类'],
  ['jiangsu/yfyd_history_2024.csv', '32', 2024, '历史类'],
  ['guangdong/yfyd_physics_2025.csv', '44', 2025, '物理类', GD_NOTE],
  ['guangdong/yfyd_history_2025.csv', '44', 2025, '历史类', GD_NOTE],
  ['shandong/yfyd_2026.csv', '37', 2026, '综合'],
  ['hubei/yfyd_physics_2023.csv', '42', 2023, '物理类'],
  ['hubei/yfyd_history_2023.csv', '42', 2023, '历史类'],
  ['hunan/yfyd_physics_2023.csv', '43', 2023, '物理类'],
  ['heilongjiang/yfyd_physics_2024.csv', '23', 2024, '物理类'],
  ...[2022, 2023, 2024].flatMap((y): [string, string, number, string][] => [
    [`fujian/yfyd_physics_${y}.csv`, '35', y, '物理类'],
    [`fujian/yfyd_history_${y}.csv`, '35', y, '历史类'],
  ]),
]

/**
 * Reads the third round of raw sources (SOURCES.md entries 22–26) into the accumulator, then drops
 * the units those sources repeat from another source (see applyPrecedence). Returns build-report notes
 * with the rows each reader added.
 */
export function readThirdRound(raw: RawReader, acc: Accumulator, matcher: SchoolMatcher, institutions: Row[]): string[] {
  const ctx = newCtx(acc, matcher, schoolsOf(institutions))
  // a Zhiqu table with the codes it prints per school, so that a moved 院校代码 is no fallback (tableCtx)
  const table = (file: string, read: (rows: Record<string, string>[], c: Ctx) => Row[]): Row[] => {
    const rows = raw.csv(file)
    return read(rows, tableCtx(ctx, rows))
  }
  const added: [string, Row[]][] = []
  const hubei = readHubeiBenke(raw.csv(`${HB}/hubei_2026_benke_toudang.csv`), ctx)
  added.push(['湖北 2026 本科投档 (院校专业组)', hubei.rows])
  added.push(['湖北 2024–2025 专科投档 (专业组)', readHubeiZhuankeLines(raw.csv(`${HB}/hubei_2024_2025_zhuanke_toudang.csv`), ctx)])
  for (const [file, track] of TRACKS) {
    added.push([`江苏 2026 本科批 ${track}`, table(`${ZQ}/jiangsu/${file}_2026.csv`, (rows, c) => readJiangsu2026(rows, track, c))])
    for (const y of [2022, 2023, 2024, 2025, 2026])
      added.push([`广东 ${y} 本科批 ${track}`, table(`${ZQ}/guangdong/${file}_${y}.csv`, (rows, c) => readGuangdong(rows, track, y, c))])
    added.push([`黑龙江 2026 本科批 ${track}`, table(`${ZQ}/heilongjiang/${file}_2026.csv`, (rows, c) => readHeilongjiang2026(rows, track, c))])
    added.push([`湖南 2026 本科批 ${track}`, table(`${ZQ}/hunan/${file}_2026.csv`, (rows, c) => readHunan2026(rows, track, c))])
    added.push([`辽宁 2026 本科批 ${track}`, table(`${ZQ}/liaoning/${file}_2026.csv`, (rows, c) => readScoreOnlyMajors(rows, '21', track, c))])
  }
  added.push(['河北 2026 本科批 历史类', table(`${ZQ}/hebei/history_2026.csv`, (rows, c) => readScoreOnlyMajors(rows, '13', '历史类', c))])
  // 八协计划 rows are another route (the eight-province cooperation plan, scores down to 308), not ordinary 本科 lines
  const hebeiPhysics = raw.csv(`${ZQ}/hebei/physics_2026.csv`).filter((r) => !/八协/.test(r.name ?? ''))
  added.push(['河北 2026 本科批 物理类', readScoreOnlyMajors(hebeiPhysics, '13', '物理类', tableCtx(ctx, hebeiPhysics))])
  added.push(['上海 2026 本科普通批', table(`${ZQ}/shanghai/general_2026.csv`, (rows, c) => readShanghai2026(rows, c))])
  added.push(['山东 2026 常规批第1次志愿', table(`${ZQ}/shandong/general_2026.csv`, (rows, c) => readShandong2026(rows, c))])
  for (const y of [2023, 2025, 2026]) added.push([`浙江 ${y} 第一段`, table(`${ZQ}/zhejiang/general_${y}.csv`, (rows, c) => readZhejiang(rows, y, c))])
  for (const [, rows] of added) acc.admissions.push(...rows)

  const plans: [string, Row[]][] = [
    ['湖北 2026 专科计划', readHubeiZhuankePlans(raw.csv(`${HB}/hubei_2026_zhuanke_plans.csv`), ctx)],
    ['广西 2026 招生计划', readGuangxiPlan(raw.csv('Linear27__guangxi-gaokao-2026/guangxi_2026_plans.csv'), ctx)],
  ]
  for (const [, rows] of plans) acc.plans.push(...rows)

  for (const [file, province, year, subject, note] of ZHIQU_TABLES)
    acc.rankCandidates.push(zhiquRankCandidate({ province_code: province, year, subject_type: subject, rows: raw.csv(`${ZQ}/${file}`), note }))
  acc.rankCandidates.push(
    ...volunteerRankCandidates(raw.csv('immaotianyi__gaokao-volunteer-v2/backend/data/yifenyiduan_jiangxi2024_shaanxi2024_2025.extract.csv')),
  )

  const newSources = new Set<string>(Object.values(SRC3))
  const adm = applyPrecedence(acc.admissions, newSources)
  acc.admissions = adm.rows
  const pl = applyPrecedence(
    acc.plans.map((p) => ({ ...p, unit_level: 'major' })),
    newSources,
  )
  acc.plans = pl.rows
  const fmt = (m: Map<string, number>) => [...m].map(([s, n]) => `${s} ${n}`).join(', ') || 'none'
  return [
    `third round: ${added.map(([label, rows]) => `${label} ${rows.length}`).join('; ')}; ${plans.map(([label, rows]) => `${label} ${rows.length}`).join('; ')}.`,
    `third round: ${hubei.skipped} 湖北 本科 art/sport/技能高考/提前批 lines not imported (other routes or no 科类).`,
    `third round precedence (one source per unit, official before third-party, then the earlier source): admissions dropped ${fmt(adm.dropped)}; plans dropped ${fmt(pl.dropped)}.`,
    `field fusion (ADR 041, published never replaced by derived): kept admission rows took ${adm.fused.ranks} published ranks, ${adm.fused.plans} plan counts and ${adm.fused.admitted} admitted counts from the dropped source's row of the same unit; plans took ${pl.fused.plans} plan counts.`,
  ]
}
