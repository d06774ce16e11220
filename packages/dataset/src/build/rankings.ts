import type { SchoolMatcher } from '../normalize/school-matcher.ts'
import { toInt } from './num.ts'
import type { RawReader } from './raw-files.ts'
import { SRC } from './sources.ts'
import type { Row } from './write-tables.ts'

/** 软科 2026 (main list and majors), 第四轮学科评估, 一流本科专业 and 双一流 disciplines in one long table. */
export function rankingRows(raw: RawReader, matcher: SchoolMatcher): Row[] {
  const rows: Row[] = []
  const add = (r: Row & { institution_name: string }) => rows.push({ ...r, institution_id: matcher.match(r.institution_name)?.id ?? null })
  for (const r of raw.csv('TexasLyn__zhejiang-gaokao-planner/data/rank-bcur2026_main.csv')) {
    add({
      kind: 'ruanke-bcur',
      year: 2026,
      institution_name: r.school_name ?? '',
      subject_code: null,
      subject_name: r.type ?? null,
      rank: toInt(r.rank),
      grade: r.rank === '500+' ? '500+' : null,
      source_id: SRC.bcur,
      quality: 'third-party',
    })
  }
  const canmou = 'manmonthW__gaokao-canmou/etl/data/'
  for (const r of raw.csv(canmou + 'ruanke2026.csv')) {
    add({
      kind: 'ruanke-major',
      year: toInt(r.data_year) ?? 2026,
      institution_name: r.school_name ?? '',
      subject_code: r.major_code || null,
      subject_name: r.major_name || null,
      rank: toInt(r.rank),
      grade: r.tier || null,
      source_id: SRC.canmou,
      quality: 'third-party',
    })
  }
  for (const r of raw.csv(canmou + 'eval4_official.csv')) {
    add({
      kind: 'eval4',
      year: 2017,
      institution_name: r.school_name ?? '',
      subject_code: r.discipline_code || null,
      subject_name: r.discipline_name || null,
      rank: null,
      grade: r.grade || null,
      source_id: SRC.canmou,
      quality: 'third-party',
    })
  }
  for (const r of raw.csv(canmou + 'swyc_batches.csv')) {
    add({
      kind: 'first-class-major',
      year: toInt(r.batch_year),
      institution_name: r.school_name ?? '',
      subject_code: null,
      subject_name: r.major_name || null,
      rank: null,
      grade: r.tier || null,
      source_id: SRC.canmou,
      quality: 'third-party',
    })
  }
  for (const r of raw.csv(canmou + 'dfc2022.csv')) {
    add({
      kind: 'double-first-class',
      year: 2022,
      institution_name: r.school_name ?? '',
      subject_code: null,
      subject_name: r.discipline_name || r.note || null,
      rank: null,
      grade: null,
      source_id: SRC.canmou,
      quality: 'official',
    })
  }
  return rows
}
