import { gunzipSync } from 'node:zlib'
import type { SchoolMatcher } from '../../normalize/school-matcher.ts'
import type { Accumulator } from '../accumulator.ts'
import { chooseControlLines, linesFromRecordFields } from '../control-lines.ts'
import { parseCsv } from '../csv.ts'
import type { RawReader } from '../raw-files.ts'
import { SRC3 } from '../third-round/sources.ts'
import { newCtx, schoolsOf } from '../third-round/unit-rows.ts'
import type { Row } from '../write-tables.ts'
import { readFujian2026History, readShixiong2025, type ShixiongRow } from './groups-2025.ts'
import { type HenanOcrRow, readHenan2025 } from './henan-2025.ts'
import { officialGroupLines, schoolsWithMajors } from './group-majors.ts'
import { joinMajorsToGroups } from './join-group-majors.ts'
import { rankPoints } from './rank-points.ts'
import { gaokaoProCandidate, pointsCandidate, type GaokaoProTable } from './rank-tables.ts'
import { benkeLines, floorLines, readRecommender, schoolFacts } from './recommender.ts'
import { SRC4 } from './sources.ts'

const SX = 'shixiong0529__gaokao/data/admission'
const YFYD = 'hamajun-tao__gaokao-pro/cli/data/yifenyiduan'
const E27 = 'ziwemumeca61-cyber__gaokao-zhiyuan-recommender/data/real/admissions'
const GP_FILES = [
  'neimenggu-2024-science',
  'neimenggu-2024-liberal',
  'neimenggu-2025-physics',
  'neimenggu-2025-history',
  'anhui-2024-physics',
  'anhui-2024-history',
  'guangxi-2024-physics',
  'guangxi-2024-history',
  'gansu-2025-physics',
]
const SHIXIONG: [string, '34' | '36' | '15' | '35'][] = [
  ['anhui', '34'],
  ['jiangxi', '36'],
  ['neimenggu', '15'],
  ['fujian', '35'],
]
/** Sources whose rows are transcriptions of an exam authority's full 投档 table: they cover a school's ordinary result as an official one does. */
const OFFICIAL_TABLES = new Set<string>([SRC4.shixiong, SRC4.henanOcr, SRC3.zhiqu, SRC3.hubei])

/**
 * Reads SOURCES.md entries 27–31: the 2025 院校专业组 tables (安徽, 江西, 内蒙古, 福建, 河南), 福建 2026
 * 历史类 groups, more 一分一段 tables, and last the third-party per-major rows of entry 27, placed by
 * batch against everything read before (placement.ts). Returns build-report notes.
 */
export function readFourthRound(raw: RawReader, acc: Accumulator, matcher: SchoolMatcher, institutions: Row[]): string[] {
  const ctx = newCtx(acc, matcher, schoolsOf(institutions))
  const notes: string[] = []
  const groups: string[] = []
  for (const [file, province] of SHIXIONG) {
    const r = readShixiong2025(raw.json<ShixiongRow[]>(`${SX}/${file}-2025-benke.json`), province, ctx)
    acc.admissions.push(...r.rows)
    groups.push(`${file} 2025 ${r.rows.length} (${r.unplaced} names unplaced)`)
  }
  const henan = readHenan2025(raw.json<HenanOcrRow[]>('flyyang12-rgb__zhixiang_gk_pjt/data/henan-2025-ocr.json'), ctx)
  acc.admissions.push(...henan.rows)
  groups.push(`河南 2025 ${henan.rows.length} (${henan.unplaced} names unplaced, ${henan.badGroup} groups missing a digit)`)
  const fj = readFujian2026History(raw.csv('WJSGZZ__Zhiqu/skills/zhiqu/data/fujian/history_2026.csv'), ctx)
  acc.admissions.push(...fj.rows)
  groups.push(`福建 2026 历史类 ${fj.rows.length} (${fj.unplaced} names unplaced)`)
  notes.push(`fourth round groups: ${groups.join('; ')}.`)

  // 甘肃 2025 (ADR 093): entry 27's per-major 位次 are points of the year's tables, below 物理类's 450 and for 历史类
  const gansu27 = parseCsv(
    gunzipSync(raw.buffer(`${E27}/甘肃.csv.gz`))
      .toString('utf8')
      .replace(/^\uFEFF/, ''),
  )
  for (const f of GP_FILES) {
    const points = f === 'gansu-2025-physics' ? rankPoints(gansu27, 2025, '物理') : []
    const c = gaokaoProCandidate(f, raw.json<GaokaoProTable>(`${YFYD}/${f}.json`), points)
    if (c) acc.rankCandidates.push(c)
  }
  const gansuHistory = pointsCandidate('62', 2025, '历史类', rankPoints(gansu27, 2025, '历史'))
  if (gansuHistory) acc.rankCandidates.push(gansuHistory)

  const chosen = chooseControlLines(acc.controlLines).rows
  const lines = benkeLines([...chosen, ...linesFromRecordFields(acc.recordLines, chosen)])
  const floors = floorLines(acc.admissions, OFFICIAL_TABLES, lines)
  const levels = new Map(institutions.map((i) => [String(i.id), typeof i.level === 'string' ? i.level : null]))
  const groupTables = { lines: officialGroupLines(acc.admissions, new Set([SRC4.shixiong, SRC4.henanOcr])), withMajors: schoolsWithMajors(acc.admissions) }
  const rec = readRecommender(raw, ctx, lines, schoolFacts(acc.admissions, OFFICIAL_TABLES), levels, groupTables)
  for (const r of rec.rows) acc.admissions.push(r)
  const joined = joinMajorsToGroups(acc.admissions, groupTables.lines, new Set([SRC4.shixiong, SRC4.henanOcr, SRC4.recommender]))
  notes.push(
    `entry 27 (third-party, batch placed, ADR 040): ${rec.placed} major rows placed as ordinary 本科 → ${rec.rows.length} rows (school minimum + recovered-name majors); set aside: ${[...rec.set].map(([k, n]) => `${k} ${n}`).join(', ')}; ${rec.unmatchedSchools} school ids unmatched; ${floors} missing 本科 lines taken from the floor of an official group table; majors of schools an official 2025 group table covers: ${rec.groupMajors.grouped} placed in their 专业组 and ${rec.groupMajors.ungrouped} kept as the school's (group not knowable) for ${rec.groupMajors.schools} school-tracks; other sources' majors of those schools: ${joined.coded} given the 院校代码 of the one group with their number, ${joined.placed} placed in their 专业组 by score; ${rec.coveredMajors} majors of schools an official line covers and no source gives majors for (at or above the school's official line).`,
  )
  return notes
}
