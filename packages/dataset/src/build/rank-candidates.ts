import { findProvince } from '../normalize/provinces.ts'
import { readHtmlTable } from './html-table.ts'
import type { RankRow } from '../rank/rank-rows.ts'
import { toInt } from './num.ts'
import type { RawReader } from './raw-files.ts'
import { SRC } from './sources.ts'

/** One copy of one 一分一段 table from one source; the chooser keeps the best copy per key. */
export type RankCandidate = {
  province_code: string
  year: number
  subject_type: string
  source_id: string
  quality: 'official' | 'third-party'
  /** Lower is preferred among copies of equal quality (official exam-authority copies first). */
  pref: number
  label: string
  rows: RankRow[]
  /** Caveats of this copy, carried into score_rank_tables.notes when it is chosen. */
  notes?: string[]
}

function push(map: Map<string, RankRow[]>, key: string, row: RankRow): void {
  const list = map.get(key) ?? []
  list.push(row)
  map.set(key, list)
}

/** Chongqing 2022–2026 (third-party Excel pack). Top buckets are written "666-750" / "684+". */
export function chongqingCandidates(raw: RawReader): RankCandidate[] {
  type R = { 年份: number; 科类: string; 分数: string; 本段人数: number | null; 累计人数: number }
  const groups = new Map<string, RankRow[]>()
  const files = ['luanche__gaokao-data/json_data/latest_score_distribution.json', 'luanche__gaokao-data/json_data/score_distribution_2026.json']
  for (const f of files) {
    for (const r of raw.json<R[]>(f)) {
      const score = toInt(String(r.分数).split('-')[0])
      if (score === null) continue
      push(groups, `${r.年份}|${r.科类}`, { score, count: r.本段人数, cumulative: r.累计人数 })
    }
  }
  return [...groups].map(([k, rows]) => {
    const [year, type] = k.split('|')
    return {
      province_code: '50',
      year: Number(year),
      subject_type: type ?? '',
      source_id: SRC.luanche,
      quality: 'third-party',
      pref: 5,
      label: 'luanche',
      rows,
    }
  })
}

/** liuxusummer copies: Zhejiang (zjzs, verified) is clean; the others come from eol and have known defects. */
export function advisorCandidates(raw: RawReader): RankCandidate[] {
  type R = { score: number; count: number; cumulativeCount: number; _meta?: { verified?: boolean } }
  type T = { province: string; year: number; categories: Record<string, R[]> }
  const files: [string, number][] = [
    ['上海', 2024],
    ['北京', 2024],
    ['山东', 2024],
    ['广东', 2024],
    ['河北', 2024],
    ['湖北', 2024],
    ['湖南', 2024],
    ['辽宁', 2024],
    ['江苏', 2023],
    ['江苏', 2024],
    ['江苏', 2025],
    ['浙江', 2023],
    ['浙江', 2024],
    ['浙江', 2025],
    ['浙江', 2026],
  ]
  const out: RankCandidate[] = []
  for (const [prov, year] of files) {
    const t = raw.json<T>(`liuxusummer__gaokao-advisor/public/data/scores/${prov}/rank_table_${year}.json`)
    const code = findProvince(prov)?.code
    if (!code) continue
    for (const [cat, rows] of Object.entries(t.categories)) {
      const verified = rows.some((r) => r._meta?.verified === true)
      out.push({
        province_code: code,
        year,
        subject_type: cat === '不分文理' || cat === '综合改革' ? '综合' : cat,
        source_id: SRC.advisor,
        quality: verified ? 'official' : 'third-party',
        pref: verified ? 1 : 6,
        label: `advisor ${prov} ${year}`,
        rows: rows.map((r) => ({ score: r.score, count: r.count, cumulative: r.cumulativeCount })),
      })
    }
  }
  return out
}

/** Hebei 2016–2026 from 掌上高考 (official tables), one CSV split by batch; scores do not overlap across batches. */
export function hebeiCandidates(raw: RawReader): RankCandidate[] {
  const groups = new Map<string, RankRow[]>()
  for (const r of raw.csv('ymstar__gaokao-assistant/data/河北/score-rank/gaokao-score-rank.score_rank.csv')) {
    const score = toInt(r.score)
    const cum = toInt(r.cum_total)
    if (score === null || cum === null) continue
    push(groups, `${r.year}|${r.category}`, { score, count: toInt(r.num), cumulative: cum })
  }
  return [...groups].map(([k, rows]) => {
    const [year, type] = k.split('|')
    return { province_code: '13', year: Number(year), subject_type: type ?? '', source_id: SRC.assistant, quality: 'official', pref: 2, label: 'hebei', rows }
  })
}

/** Shandong 2021–2025 official segment tables; the 全体 column is the ranking all candidates share. */
export function shandongCandidates(raw: RawReader): RankCandidate[] {
  const groups = new Map<string, RankRow[]>()
  for (const r of raw.csv('fqyin__me-offer/data_raw/shandong_segment_2021_2025.csv')) {
    if (r.group !== '全体') continue
    const score = toInt(r.score)
    const cum = toInt(r.cumulative)
    if (score === null || cum === null) continue
    push(groups, r.year ?? '', { score, count: toInt(r.count), cumulative: cum })
  }
  groups.set('2020', shandong2020(raw))
  return [...groups].map(([year, rows]) => ({
    province_code: '37',
    year: Number(year),
    subject_type: '综合',
    source_id: SRC.shandong,
    quality: 'official',
    pref: 1,
    label: 'shandong',
    rows,
  }))
}

/** 2020 exists only as the official download (an HTML table saved as .xls). The 全体 column pair is located by its header. */
function shandong2020(raw: RawReader): RankRow[] {
  const rows = readHtmlTable(raw.buffer('fqyin__me-offer/data_raw/sd_2020_segment.xls').toString('utf8'))
  const col = (rows[1] ?? []).findIndex((c) => c === '全体')
  if (col < 0) return []
  return rows.slice(3).flatMap((r) => {
    const score = toInt(r[0])
    const cumulative = toInt(r[col + 1])
    return score === null || cumulative === null ? [] : [{ score, count: toInt(r[col]), cumulative }]
  })
}

/** Zhejiang 2023–2025 {score: cumulative}; 699 is the top bucket. */
export function zhejiangCandidates(raw: RawReader): RankCandidate[] {
  return [2023, 2024, 2025].map((year) => {
    const t = raw.json<Record<string, number>>(`seven-ru7__zjgk-volunteer/data/score_rank_${year}.json`)
    const rows = Object.entries(t).map(([s, cum]) => ({ score: Number(s), count: null, cumulative: cum }))
    return { province_code: '33', year, subject_type: '综合', source_id: SRC.zjgk, quality: 'third-party', pref: 4, label: 'zjgk', rows }
  })
}
