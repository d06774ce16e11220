import type { RawReader } from './raw-files.ts'
import { SRC } from './sources.ts'
import { admissionRow, type Ctx, tableCtx } from './third-round/unit-rows.ts'
import type { Row } from './write-tables.ts'

/**
 * 河北 本科提前批B段 per-major lines 2023–2025 (SOURCES.md entry 6, `scripts/output/admission-lines-…/all.json`):
 * 国家专项计划, 公费师范生, 免费医学定向生 and 优师专项 majors (燕山大学(国家专项计划) 计算机科学与技术 2025 608 / 21,354).
 * Never read before, so 河北's 国家专项 majors were missing (ADR 077). The file gives no 科类: each row's track is the
 * one whose 一分一段 table (same repository, 河北 official) puts the row's score at its published rank; a row whose rank
 * fits neither table within {@link RANK_TOLERANCE} is not read. The plan type is read later from the bracketed
 * suffix of the school name (国家专项计划 → 国家专项 …) by the plan-type classifier, so these lines stay special-plan
 * lines and never mix into ordinary ones.
 */
export const EARLY_SPECIAL_FILE = 'ymstar__gaokao-assistant/scripts/output/admission-lines-2026-06-25T11-17-22/all.json'
const TABLE = 'ymstar__gaokao-assistant/data/河北/score-rank/gaokao-score-rank.score_rank.csv'
/** Largest relative gap between the published rank and the table's count at the score for a track to fit. */
export const RANK_TOLERANCE = 0.03

export type EarlyLine = {
  year: number
  universityCode: string
  universityName: string
  majorCode: string | null
  majorName: string
  minScore: number | null
  minRank: number | null
  volunteerNum?: string
}

/** year|track → score → cumulative count, from 河北's 一分一段 rows of the new tracks. */
export function hebeiCumulative(rows: Record<string, string | undefined>[]): Map<string, Map<number, number>> {
  const out = new Map<string, Map<number, number>>()
  for (const r of rows) {
    const track = r.category === '物理类' ? '物理类' : r.category === '历史类' ? '历史类' : null
    const score = Number(r.score)
    const cum = Number(r.cum_total)
    if (!track || !Number.isFinite(score) || !Number.isFinite(cum) || cum <= 0) continue
    const k = `${r.year}|${track}`
    const m = out.get(k) ?? new Map<number, number>()
    m.set(score, Math.max(m.get(score) ?? 0, cum))
    out.set(k, m)
  }
  return out
}

/** The track whose table fits the score and rank, or null when neither does (or both do). */
export function trackOf(year: number, score: number, rank: number, tables: Map<string, Map<number, number>>): string | null {
  const fits = ['物理类', '历史类'].filter((t) => {
    const cum = tables.get(`${year}|${t}`)?.get(score)
    return cum !== undefined && Math.abs(cum - rank) <= Math.max(3, RANK_TOLERANCE * rank)
  })
  return fits.length === 1 ? fits[0]! : null
}

/** Reads the lines as major rows of 本科提前批B段; returns them and how many were not read for want of a track. */
export function readHebeiEarlySpecial(raw: RawReader, ctx: Ctx): { rows: Row[]; noTrack: number; solicitation: number } {
  const tables = hebeiCumulative(raw.csv(TABLE))
  const rows: Row[] = []
  let noTrack = 0
  let solicitation = 0
  const lines = raw.json<EarlyLine[]>(EARLY_SPECIAL_FILE)
  // each year's table with the codes it prints per school: 河北 renumbers 院校代码, so a code is no fallback for a school
  // the year prints under other codes (2025 0366 复旦大学医学院(国家专项计划) was filed under 东南大学)
  const yearCtx = new Map<number, Ctx>()
  for (const year of new Set(lines.map((e) => e.year)))
    yearCtx.set(
      year,
      tableCtx(
        ctx,
        lines.filter((e) => e.year === year).map((e) => ({ name: e.universityName, code: e.universityCode })),
      ),
    )
  for (const e of lines) {
    // a 征集 round's lowest score is the leftovers', not the major's line
    if (e.volunteerNum && e.volunteerNum !== '一志愿') {
      solicitation++
      continue
    }
    const track = e.minScore !== null && e.minRank !== null ? trackOf(e.year, e.minScore, e.minRank, tables) : null
    if (!track) {
      noTrack++
      continue
    }
    const base = {
      province_code: '13',
      year: e.year,
      subject_type: track,
      batch: '本科提前批B段',
      unit_level: 'major' as const,
      source_id: SRC.assistant,
      quality: 'third-party' as const,
    }
    const suffix = /[（(]([^()（）]*(专项|师范|定向)[^()（）]*)[)）]/.exec(e.universityName)?.[1] ?? null
    const row = admissionRow(yearCtx.get(e.year) ?? ctx, base, {
      school: e.universityName,
      code: e.universityCode || null,
      majorCode: e.majorCode,
      major: e.majorName,
      minScore: e.minScore,
      minRank: e.minRank,
      model: '3+1+2',
      planRemark: suffix,
    })
    if (row) rows.push(row)
  }
  return { rows, noTrack, solicitation }
}
