import { findProvince } from '../normalize/provinces.ts'
import { batchKey, fitSubjectType, lineCategory, normalSubjectType } from '../normalize/batch.ts'
import { examModel } from './provinces.ts'
import type { Accumulator } from './accumulator.ts'
import { toInt } from './num.ts'
import type { RawReader } from './raw-files.ts'
import { SRC } from './sources.ts'
import { xizangLineCategory } from './xizang-classes.ts'
import type { Row } from './write-tables.ts'

function line(
  province: string | undefined,
  year: number | null,
  subject: string | null,
  batch: string,
  score: number | null,
  sourceId: string,
  quality: string,
  categoryHint = '',
): Row | null {
  const p = findProvince(province)
  if (!p || !year || score === null || !subject) return null
  const text = `${categoryHint} ${batch}`
  let category = xizangLineCategory(p.code, lineCategory(text), text)
  let subjectType = normalSubjectType(subject) ?? subject
  // The luanche table puts 体育类/艺术类 in the subject column.
  if (/体育|艺术|美术|音乐|编导|舞蹈|播音|书法/.test(subjectType)) {
    category = lineCategory(subjectType)
    subjectType = '综合'
  }
  subjectType = fitSubjectType(subjectType, examModel(p.code, year)) ?? subjectType
  return { province_code: p.code, year, subject_type: subjectType, category, batch, batch_key: batchKey(batch), score, source_id: sourceId, quality }
}

/** Control lines from every source; the chooser later keeps the official line where sources disagree. */
export function readControlLines(raw: RawReader, acc: Accumulator): void {
  const push = (r: Row | null) => r && acc.controlLines.push(r)
  type L = { 地区?: string; 省份?: string; 年份: number; 考生类别?: string; 类别?: string; 批次: string; 分数线: number | string }
  for (const r of raw.json<L[]>('luanche__gaokao-data/json_data/province_control_lines.json')) {
    push(line(r.地区 ?? r.省份, r.年份, r.考生类别 ?? r.类别 ?? null, r.批次, toInt(r.分数线), SRC.luanche, 'third-party'))
  }
  const hebei = new Map<string, Row | null>()
  for (const r of raw.csv('ymstar__gaokao-assistant/data/河北/score-rank/gaokao-score-rank.score_rank.csv')) {
    const key = `${r.year}|${r.category}|${r.batch_name}`
    if (!hebei.has(key)) hebei.set(key, line('河北', toInt(r.year), r.category ?? null, r.batch_name ?? '', toInt(r.control_score), SRC.assistant, 'official'))
  }
  for (const r of hebei.values()) push(r)
  type Base = { entries: { year: number; group: string; score: number }[] }
  for (const e of raw.json<Base>('ymstar__gaokao-assistant/data/hebei/baselines/baselines.json').entries) {
    push(line('河北', e.year, e.group, '特殊类型招生控制线', e.score, SRC.assistant, 'official'))
  }
  type Cov = { coverage: { province: string; boundaries: { subjectType: string; batch: string; minScore: number; candidateCategory?: string }[] }[] }
  for (const c of raw.json<Cov>('liuguanghui0226__gaokao-zhiyuan-site/data/admissions/official-control-line-coverage-2026-v3305.json').coverage) {
    // the candidates a line is for (西藏 A类/B类考生) only sharpen the category, never the batch text
    for (const b of c.boundaries) push(line(c.province, 2026, b.subjectType, b.batch, toInt(b.minScore), SRC.zhiyuan, 'official', b.candidateCategory ?? ''))
  }
}

/**
 * One line per province/year/subject/category/batch: exact duplicates collapse, and where an
 * official line exists for a key the third-party ones are dropped (luanche has known errors). The
 * 普通类 line of a batch is a single number: where copies still disagree, the one whose wording names
 * the ordinary route (普通类) wins, then the higher score (a lower line is a special route the wording
 * did not name); the others are reported, never averaged or minimised.
 */
export function chooseControlLines(rows: Row[]): { rows: Row[]; dropped: number; conflicts: string[] } {
  const rank = (q: unknown) => (q === 'official' ? 0 : 1)
  const byKey = new Map<string, Row[]>()
  for (const r of rows) {
    const k = [r.province_code, r.year, r.subject_type, r.category, r.batch_key].join('|')
    const list = byKey.get(k) ?? []
    list.push(r)
    byKey.set(k, list)
  }
  const out: Row[] = []
  const conflicts: string[] = []
  for (const [key, list] of byKey) {
    const best = Math.min(...list.map((r) => rank(r.quality)))
    const seen = new Set<string>()
    const kept: Row[] = []
    for (const r of list) {
      if (rank(r.quality) !== best) continue
      const k = `${String(r.batch)}|${String(r.score)}`
      if (seen.has(k)) continue
      seen.add(k)
      kept.push(r)
    }
    if (list[0]?.category === '普通类' && kept.length > 1) {
      const named = (r: Row) => (/普通/.test(String(r.batch)) ? 0 : 1)
      kept.sort((a, b) => named(a) - named(b) || Number(b.score) - Number(a.score))
      if (new Set(kept.map((r) => r.score)).size > 1) {
        conflicts.push(
          `${key}: kept ${String(kept[0]?.score)} (${String(kept[0]?.batch)}), dropped ${kept
            .slice(1)
            .map((r) => `${String(r.score)} (${String(r.batch)})`)
            .join(', ')}`,
        )
      }
      kept.length = 1
    }
    out.push(...kept)
  }
  return { rows: out, dropped: rows.length - out.length, conflicts }
}

/**
 * Jiangsu publishes its first-stage 一分一段 table only down to the 本科 line, so the bottom score of
 * that table is the line. Checked on 2026, where the official line (456/484) equals the bottom.
 * Added as `derived` only where no official 普通类 本科 line exists for that year.
 */
const FIRST_STAGE_TABLE_PROVINCES = new Set(['32'])

export function linesFromFirstStageTables(tables: Row[], lines: Row[]): Row[] {
  const have = new Set(
    lines.filter((l) => l.category === '普通类' && l.batch_key === 'bk').map((l) => `${String(l.province_code)}|${Number(l.year)}|${String(l.subject_type)}`),
  )
  return tables
    .filter((t) => FIRST_STAGE_TABLE_PROVINCES.has(String(t.province_code)) && t.quality === 'official')
    .filter((t) => !have.has(`${String(t.province_code)}|${Number(t.year)}|${String(t.subject_type)}`))
    .map((t) => ({
      province_code: t.province_code,
      year: t.year,
      subject_type: t.subject_type,
      category: '普通类',
      batch: '本科批次(第一阶段逐分段表下限)',
      batch_key: 'bk',
      score: t.min_score,
      source_id: t.source_id,
      quality: 'derived',
    }))
}

/**
 * 本科 lines for years the line tables miss, taken from the line value the main source attaches to
 * its admission records: the most common value per province/year/subject type/batch, added as
 * `third-party` only where no 普通类 line exists for that batch.
 */
export function linesFromRecordFields(recordLines: Map<string, Map<number, number>>, lines: Row[]): Row[] {
  const have = new Set(
    lines.filter((l) => l.category === '普通类').map((l) => `${String(l.province_code)}|${Number(l.year)}|${String(l.subject_type)}|${String(l.batch_key)}`),
  )
  const out: Row[] = []
  for (const [key, counts] of [...recordLines].sort()) {
    const [province, year, subject, batchKey] = key.split('|')
    // A merged 本科 line is not wanted where the year already has its 本科一批 line, and the reverse.
    if (have.has(key) || (batchKey === 'bk' && have.has(`${province}|${year}|${subject}|bk1`))) continue
    const [best] = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])
    // A merged-batch value is rarely wrong; a 文/理 batch label is, so those need two records agreeing.
    if (!best || best[1] < (batchKey === 'bk' ? 1 : 2)) continue
    const label = batchKey === 'bk1' ? '本科一批' : batchKey === 'bk2' ? '本科二批' : '本科批'
    out.push({
      province_code: province,
      year: Number(year),
      subject_type: subject,
      category: '普通类',
      batch: `${label}(录取记录所附控制线)`,
      batch_key: batchKey,
      score: best[0],
      source_id: SRC.zhiyuan,
      quality: 'third-party',
    })
  }
  return out
}
