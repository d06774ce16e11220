import { describe, expect, it } from 'vitest'
import { placeXizangRows } from './xizang-batches.ts'
import type { Row } from './write-tables.ts'

const plan = (institution: string, batch: string, over: Row = {}): Row => ({
  province_code: '54',
  year: 2025,
  subject_type: '理科',
  batch,
  institution_id: institution,
  plan_type: '普通类',
  ...over,
})
const row = (institution: string, batch: string | null, over: Row = {}): Row => ({
  province_code: '54',
  year: 2025,
  subject_type: '理科',
  batch,
  institution_id: institution,
  plan_type: '普通类',
  min_score: 500,
  ...over,
})

describe('placeXizangRows (an unplaced 西藏 本科 row goes to the one batch its school’s ordinary plans name)', () => {
  const plans = [
    plan('one', '本科一批'),
    plan('one', '本科一批', { year: 2024 }),
    plan('one', '提前录取本科二批'),
    plan('one', '本科二批', { plan_type: '预科' }),
    plan('both', '本科一批'),
    plan('both', '本科二批'),
    plan('two', '本科二批', { subject_type: '文科' }),
    plan('other', '本科一批', { province_code: '65' }),
  ]

  it('places rows that name 本科 or the ordinary route but no batch, keeping the original wording; not rows that name neither', () => {
    const rows = [
      row('one', '本科批'),
      row('one', '普通类'),
      row('two', '本科批', { subject_type: '文科' }),
      row('one', '理工'),
      row('one', '官网未列批次'),
      row('one', null),
    ]
    expect(placeXizangRows(rows, plans)).toBe(3)
    expect(rows.map((r) => r.batch)).toEqual([
      '本科一批(据该校招生计划；原作本科批)',
      '本科一批(据该校招生计划；原作普通类)',
      '本科二批(据该校招生计划；原作本科批)',
      '理工',
      '官网未列批次',
      null,
    ])
  })

  it('leaves schools with plans in both batches or none, other tracks and provinces, numbered, special and older rows', () => {
    const rows = [
      row('both', '本科批'),
      row('none', '本科批'),
      row('two', '本科批'),
      row('other', '本科批', { province_code: '65' }),
      row('one', '本科二批'),
      row('one', '本科批', { plan_type: '国家专项' }),
      row('one', '提前批'),
      row('one', '专科批'),
      row('one', '本科批', { year: 2023 }),
      row('one', '本科批', { year: 2022 }),
    ]
    expect(placeXizangRows(rows, plans)).toBe(1)
    expect(rows.map((r) => r.batch)).toEqual([
      '本科批',
      '本科批',
      '本科批',
      '本科批',
      '本科二批',
      '本科批',
      '提前批',
      '专科批',
      '本科一批(据该校招生计划；原作本科批)',
      '本科批',
    ])
  })
})
