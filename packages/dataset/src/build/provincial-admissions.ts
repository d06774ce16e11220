import type { SchoolMatcher } from '../normalize/school-matcher.ts'
import { type Accumulator, batchIsVocational, noteCode, resolveSchool } from './accumulator.ts'
import { toInt } from './num.ts'
import type { RawReader } from './raw-files.ts'
import { SRC } from './sources.ts'
import type { Row } from './write-tables.ts'

type Base = { province_code: string; year: number; subject_type: string; batch: string; unit_level: string; source_id: string; quality: string }
type Unit = {
  school: string
  code: string | null
  group?: string | null
  majorCode?: string | null
  major?: string | null
  minScore?: number | null
  minRank?: number | null
  plan?: number | null
}

function add(acc: Accumulator, m: SchoolMatcher, base: Base, u: Unit): void {
  const id = resolveSchool(acc, m, u.school, base.source_id, base.province_code, batchIsVocational(base.batch))
  if (!id) return
  noteCode(acc, base.province_code, u.code, id, u.school, base.year, base.source_id, base.quality)
  const row: Row = {
    ...base,
    institution_id: id,
    institution_name: u.school,
    provincial_code: u.code,
    major_group: u.group ?? null,
    major_code: u.majorCode ?? null,
    major_name: u.major ?? null,
    min_score: u.minScore ?? null,
    min_rank: u.minRank ?? null,
    min_rank_quality: u.minRank ? base.quality : null,
    avg_score: null,
    max_score: null,
    plan_count: u.plan ?? null,
    admitted_count: null,
    requirement_text: null,
    subject_requirement: null,
  }
  acc.admissions.push(row)
}

/** Shandong official 投档情况表 2021–2025: one row per 专业 at a 院校, rank only (the table has no score). */
export function readShandong(raw: RawReader, acc: Accumulator, m: SchoolMatcher): void {
  for (const r of raw.csv('fqyin__me-offer/data_raw/shandong_toudang_2021_2025.csv')) {
    const year = toInt(r.year)
    if (!year) continue
    add(
      acc,
      m,
      { province_code: '37', year, subject_type: '综合', batch: '普通类常规批第1次志愿', unit_level: 'major', source_id: SRC.shandong, quality: 'official' },
      {
        school: r.school_name ?? '',
        code: r.school_code || null,
        majorCode: r.major_code || null,
        major: r.major_name || null,
        minRank: toInt(r.min_rank),
        plan: toInt(r.plan_count),
      },
    )
  }
}

/** Zhejiang 第一段 投档线: 2020–2022 official xls (2020 partial), 2024 full and 2023/2025 985·211 subsets from a crawl. */
export function readZhejiang(raw: RawReader, acc: Accumulator, m: SchoolMatcher): void {
  const batch = '普通类平行录取第一段'
  for (const r of raw.csv('yjkxcy__baokaochaxun/zhejiang_first_segment_2020_2022.csv')) {
    const year = toInt(r.year)
    if (!year) continue
    add(
      acc,
      m,
      { province_code: '33', year, subject_type: '综合', batch, unit_level: 'major', source_id: SRC.zj2020, quality: 'official' },
      {
        school: r.school_name ?? '',
        code: r.school_code || null,
        majorCode: r.major_code || null,
        major: r.major_name || null,
        minScore: toInt(r.min_score),
        minRank: toInt(r.min_rank),
        plan: toInt(r.plan_count),
      },
    )
  }
  type Z = {
    code: number | string
    institution: string
    prog_code?: number
    program: string
    quota?: number
    quota_2025?: number
    min_score: number
    min_rank: number | null
  }
  const files: [number, string][] = [
    [2023, 'admission_2023.json'],
    [2024, 'admission_2024.json'],
    [2025, 'real_admission_2025.json'],
  ]
  for (const [year, file] of files) {
    for (const r of raw.json<Z[]>(`seven-ru7__zjgk-volunteer/data/_crawled/${file}`)) {
      const code = String(r.code).padStart(4, '0')
      add(
        acc,
        m,
        { province_code: '33', year, subject_type: '综合', batch, unit_level: 'major', source_id: SRC.zjgk, quality: 'third-party' },
        {
          school: r.institution,
          code,
          majorCode: r.prog_code !== undefined ? String(r.prog_code).padStart(3, '0') : null,
          major: r.program,
          minScore: toInt(r.min_score),
          minRank: toInt(r.min_rank),
          plan: toInt(r.quota ?? r.quota_2025),
        },
      )
    }
  }
}

/** Shanghai 本科普通批 院校专业组 投档线 2020–2024 ("580及以上" means the line is 580). */
export function readShanghai(raw: RawReader, acc: Accumulator, m: SchoolMatcher): void {
  type S = { 组名: string; 院校名: string; 组号: string; 投档线: string | number; 最低排名: number | null; 年份: number }
  for (const r of raw.json<S[]>('666keke__Shanghai-Gaokao/data.json')) {
    add(
      acc,
      m,
      {
        province_code: '31',
        year: r.年份,
        subject_type: '综合',
        batch: '本科普通批次',
        unit_level: 'major-group',
        source_id: SRC.shanghai,
        quality: 'third-party',
      },
      { school: r.院校名, code: null, group: r.组号, major: r.组名, minScore: toInt(r.投档线), minRank: toInt(r.最低排名) },
    )
  }
}

/** Jiangsu 2023 院校专业组 投档线 (jseea), with the group's subject requirement in its name. */
export function readJiangsu2023(raw: RawReader, acc: Accumulator, m: SchoolMatcher): void {
  type J = { collegeName: string; year: number; majorGroup: string; majorGroupName: string; category: string; batch: string; minScore: number; minRank: number }
  for (const r of raw.json<J[]>('liuxusummer__gaokao-advisor/public/data/scores/江苏/scores_2023.json')) {
    add(
      acc,
      m,
      { province_code: '32', year: r.year, subject_type: r.category, batch: r.batch, unit_level: 'major-group', source_id: SRC.advisor, quality: 'official' },
      {
        school: r.collegeName,
        code: null,
        group: r.majorGroup,
        major: r.majorGroupName,
        minScore: toInt(r.minScore),
        minRank: r.minRank > 0 ? r.minRank : null,
      },
    )
  }
}
