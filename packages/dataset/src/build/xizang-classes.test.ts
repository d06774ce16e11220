import { describe, expect, it } from 'vitest'
import { candidateClassOf, separateXizangClasses, xizangLineCategory, xizangLines } from './xizang-classes.ts'
import type { Row } from './write-tables.ts'

describe('candidateClassOf (the wording of a 西藏 row or line)', () => {
  // wordings of the raw 西藏 shard
  it.each([
    ['普通类(A类)|理工', 'A'],
    ['本科二批（A类）', 'A'],
    ['A类考生', 'A'],
    ['2022理科本科一批少数民族控制线', 'A'],
    ['西藏少数民族/民', 'A'],
    ['厦门大学-西藏-物理类-普通类(少)-工商管理类', 'A'],
    ['清华大学2023西藏本科一批/普通批|理科（民）', 'A'],
    ['中国农业大学-西藏-历史类-普通类-民', 'A'],
    ['本一批(民考汉)', 'A'],
    ['藏族', 'A'],
    ['普通类(B类)|理工', 'B'],
    ['B类考生', 'B'],
    ['2021理科本科一批汉族控制线', 'B'],
    ['本一批(汉考汉)', 'B'],
    ['清华大学2023西藏本科一批/普通批|理科（汉）', 'B'],
    ['中国农业大学-西藏-物理类-普通类-汉', 'B'],
    // names the B class although it contains 少数民族
    ['汉族及区外少数民族|控制线400', 'B'],
    ['本科批B类/A类', null],
    ['本科一批', null],
    ['中南大学-西藏-理工-本科普通类录取概况', null],
    ['汉语言文学', null],
    ['民族学', null],
  ])('%s → %s', (text, cls) => {
    expect(candidateClassOf(text)).toBe(cls)
  })
})

describe('xizangLineCategory', () => {
  it('files 西藏 A-class lines as 民族班 so the 普通类 line of a batch is B’s, and touches no other province or category', () => {
    expect(xizangLineCategory('54', '普通类', '本科一批 A类考生 批次控制线 普通生源 A类考生')).toBe('民族班')
    expect(xizangLineCategory('54', '普通类', '本科一批 B类考生 批次控制线 普通生源 B类考生')).toBe('普通类')
    expect(xizangLineCategory('54', '普通类', '本科一批')).toBe('普通类')
    expect(xizangLineCategory('54', '体育类', '本科批（少数民族）')).toBe('体育类')
    expect(xizangLineCategory('65', '普通类', '本科一批 少数民族')).toBe('普通类')
  })
})

const lines: Row[] = [
  { province_code: '54', year: 2025, subject_type: '理科', category: '普通类', batch: '本科一批', batch_key: 'bk1', score: 400 },
  { province_code: '54', year: 2025, subject_type: '理科', category: '普通类', batch: '本科二批', batch_key: 'bk2', score: 305 },
  { province_code: '54', year: 2025, subject_type: '理科', category: '民族班', batch: '本科一批', batch_key: 'bk1', score: 300 },
  { province_code: '54', year: 2025, subject_type: '理科', category: '民族班', batch: '本科二批', batch_key: 'bk2', score: 266 },
]
const row = (over: Row): Row => ({
  province_code: '54',
  year: 2025,
  subject_type: '理科',
  batch: '本科一批',
  unit_level: 'institution',
  institution_id: 'x',
  major_group: null,
  major_name: null,
  plan_remark: null,
  candidate_label: null,
  min_score: 500,
  plan_type: '普通类',
  ...over,
})

describe('separateXizangClasses', () => {
  it('rule 1: a row naming the A class is 民族班, one naming the B class stays (a 汉考汉 row returns to 普通类)', () => {
    const a = row({ major_group: '普通类(A类)|理工', min_score: 407 })
    const b = row({ major_group: '普通类(B类)|理工', min_score: 642 })
    const fudan = row({ institution_id: 'f', batch: '本科一批/普通批', candidate_label: '西藏少数民族/民', min_score: 503 })
    const han = row({ institution_id: 'j', batch: '本一批(汉考汉)', plan_type: '民族班', min_score: 425 })
    const special = row({ institution_id: 'k', batch: '国家专项（汉族）', plan_type: '国家专项', min_score: 413 })
    const counts = separateXizangClasses([a, b, fudan, han, special], xizangLines(lines))
    expect([a.plan_type, b.plan_type, fudan.plan_type, han.plan_type, special.plan_type]).toEqual(['民族班', '普通类', '民族班', '普通类', '国家专项'])
    expect(counts).toMatchObject({ labelledA: 2, labelledB: 2 })
  })

  it('rule 4: an unnamed row below its school’s B-class minimum (an institution row named B类) of the same year and track is A; a bare 本科批 row is compared when the school names one batch only', () => {
    const b = row({ major_group: '普通类(B类)|理工', min_score: 642 })
    const major = row({ unit_level: 'major', batch: '本科批', major_name: '公共管理类', min_score: 560 })
    const above = row({ unit_level: 'major', batch: '本科批', major_name: '经济学类', min_score: 645 })
    const otherYear = row({ year: 2024, unit_level: 'major', major_name: '公共管理类', min_score: 450 })
    const counts = separateXizangClasses([b, major, above, otherYear], xizangLines(lines))
    expect([major.plan_type, above.plan_type, otherYear.plan_type]).toEqual(['民族班', '普通类', '普通类'])
    expect(counts).toMatchObject({ belowSchool: 1, unknown: 2 })
  })

  it('rule 2: an unnamed row below the B line of its batch is A (一批 rows the 一批 line; 二批 and bare 本科批 rows the 二批 line)', () => {
    const first = row({ min_score: 392 })
    const firstAbove = row({ institution_id: 'y', min_score: 400 })
    const plain = row({ institution_id: 'z', batch: '本科批', min_score: 350 })
    const plainLow = row({ institution_id: 'w', batch: '本科批', min_score: 300 })
    const unplaced = row({ institution_id: 'v', batch: '官网未列批次', min_score: 250 })
    const vocational = row({ institution_id: 'u', batch: '专科批', min_score: 200 })
    const counts = separateXizangClasses([first, firstAbove, plain, plainLow, unplaced, vocational], xizangLines(lines))
    expect([first, firstAbove, plain, plainLow, unplaced, vocational].map((r) => r.plan_type)).toEqual([
      '民族班',
      '普通类',
      '普通类',
      '民族班',
      '普通类',
      '普通类',
    ])
    expect(counts).toMatchObject({ belowLine: 2, unknown: 4 })
  })

  it('rule 4: a row below its school’s unnamed institution minimum of the same batch is A, never across a school’s two batches', () => {
    const bnu = row({ min_score: 601 })
    const math = row({ unit_level: 'major', major_name: '数学与应用数学', min_score: 520 })
    const english = row({ unit_level: 'major', major_name: '英语', min_score: 601 })
    // a school that admits in both batches: its 二批 majors are not compared with its 一批 minimum
    const first = row({ institution_id: 't', min_score: 438 })
    const second = row({ institution_id: 't', batch: '本科二批', unit_level: 'major', major_name: '藏语言文学', min_score: 330 })
    const bare = row({ institution_id: 't', batch: '本科批', unit_level: 'major', major_name: '数学', min_score: 350 })
    // an unnamed institution row below the line is A and bounds nothing
    const low = row({ institution_id: 'c', batch: '本科批', min_score: 300 })
    const lowMajor = row({ institution_id: 'c', batch: '本科批', unit_level: 'major', major_name: '法学', min_score: 310 })
    const counts = separateXizangClasses([bnu, math, english, first, second, bare, low, lowMajor], xizangLines(lines))
    expect([bnu, math, english, first, second, bare, low, lowMajor].map((r) => r.plan_type)).toEqual([
      '普通类',
      '民族班',
      '普通类',
      '普通类',
      '普通类',
      '普通类',
      '民族班',
      '普通类',
    ])
    expect(counts).toMatchObject({ belowSchool: 1, belowLine: 1 })
  })

  it('rule 3: an unnamed row more than the A–B line distance (一批 2025 理科: 400 − 300) below its school’s highest row of the batch is A', () => {
    const high = row({ unit_level: 'major', major_name: '工科试验班（智能仪器）', min_score: 631 })
    const low = row({ unit_level: 'major', major_name: '工科试验班（机器人）', min_score: 407 })
    const near = row({ unit_level: 'major', major_name: '电子信息类', min_score: 540 })
    // 二批's lines are close (305 / 266): the rule does not apply there
    const second = row({ institution_id: 's', batch: '本科二批', unit_level: 'major', major_name: '数学', min_score: 600 })
    const secondLow = row({ institution_id: 's', batch: '本科二批', unit_level: 'major', major_name: '化学', min_score: 320 })
    const counts = separateXizangClasses([high, low, near, second, secondLow], xizangLines(lines))
    expect([high, low, near, second, secondLow].map((r) => r.plan_type)).toEqual(['普通类', '民族班', '普通类', '普通类', '普通类'])
    expect(counts).toMatchObject({ spread: 1, unknown: 4 })
    expect(xizangLines(lines)(2025, '理科', 'bk1', 'A')).toBe(300)
    expect(xizangLines(lines)(2025, '理科', 'bk2', 'A')).toBe(266)
  })

  it('leaves other provinces alone', () => {
    const r = row({ province_code: '65', major_group: '普通类(A类)', min_score: 100 })
    separateXizangClasses([r], xizangLines(lines))
    expect(r.plan_type).toBe('普通类')
  })
})
