import type { AdmissionLine } from '@gk/contract'
import type { ReferenceLabels } from '../../db/read-model/reference-labels.ts'
import { toQuality, toQualityOrNull } from '../../db/read-model/reference-labels.ts'
import type { AdmissionRow } from './school.repository.ts'

// the ordinary routes first, in the order students look for them
const SUBJECT_ORDER = ['物理类', '历史类', '综合', '理科', '文科']
export function sortSubjectTypes(types: Iterable<string>): string[] {
  const rank = (t: string) => {
    const i = SUBJECT_ORDER.indexOf(t)
    return i < 0 ? SUBJECT_ORDER.length : i
  }
  return [...new Set(types)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b, 'zh-Hans-CN'))
}

export function toLine(r: AdmissionRow, labels: ReferenceLabels, schoolName?: string): AdmissionLine {
  return {
    Unit: schoolName && r.institution_name !== schoolName ? r.institution_name : null,
    Year: r.year,
    SubjectType: r.subject_type,
    Batch: r.batch ?? '',
    MajorGroup: r.unit_level === 'major-group' ? r.major_group : null,
    MinScore: r.min_score,
    MinRank: r.min_rank,
    MinRankQuality: toQualityOrNull(r.min_rank_quality),
    AvgScore: r.avg_score,
    MaxScore: r.max_score,
    PlanCount: r.plan_count,
    Quality: toQuality(r.quality),
    Source: labels.sourceName(r.source_id),
  }
}

/**
 * The college's line per year and subject type: its institution-level rows when published; otherwise
 * the lowest of its major lines that year, marked in the batch text as summarised from majors.
 */
export function collegeLines(rows: AdmissionRow[], labels: ReferenceLabels, schoolName: string): AdmissionLine[] {
  // several source files repeat the same line (e.g. 本科一批 and 本科一批/普通批): keep one, the one with a rank
  const unique = new Map<string, AdmissionRow>()
  for (const r of rows) {
    const key = `${r.year}|${r.subject_type}|${r.unit_level}|${r.institution_name}|${r.major_group && r.unit_level === 'major-group' ? r.major_group : ''}|${r.min_score}`
    const seen = unique.get(key)
    if (!seen || (seen.min_rank === null && r.min_rank !== null)) unique.set(key, r)
  }
  rows = [...unique.values()]
  const byKey = new Map<string, AdmissionRow[]>()
  for (const r of rows) {
    const key = `${r.year}|${r.subject_type}`
    const list = byKey.get(key)
    if (list) list.push(r)
    else byKey.set(key, [r])
  }
  const lines: AdmissionLine[] = []
  for (const group of byKey.values()) {
    const own = group.filter((r) => r.unit_level !== 'major')
    if (own.length > 0) {
      lines.push(...own.map((r) => toLine(r, labels, schoolName)))
      continue
    }
    const lowest = group.reduce((a, b) => ((b.min_score ?? Infinity) < (a.min_score ?? Infinity) ? b : a))
    const line = toLine({ ...lowest, unit_level: 'institution' }, labels)
    lines.push({ ...line, Batch: `${line.Batch}（各专业最低分）`, MajorGroup: null, Unit: null, AvgScore: null, MaxScore: null, PlanCount: null })
  }
  // the college's own line first within a year, then its separately admitted units
  return lines.sort((a, b) => a.Year - b.Year || a.SubjectType.localeCompare(b.SubjectType) || Number(a.Unit !== null) - Number(b.Unit !== null) || (a.MinScore ?? 0) - (b.MinScore ?? 0))
}
