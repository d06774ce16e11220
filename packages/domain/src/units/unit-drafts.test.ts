import { describe, expect, it } from 'vitest'
import type { UnitYear } from './rows.ts'
import { draftHistory, type Draft } from './unit-drafts.ts'

const y = (year: number, minRank: number, requirement?: string): UnitYear => ({
  year,
  minScore: 600,
  minRank,
  planCount: null,
  quality: 'official',
  source: 's',
  note: '',
  isCrossTrack: false,
  ...(requirement ? { requirement } : {}),
})
const draft = (key: string, years: UnitYear[]): Draft => ({
  key,
  bucket: 'physics|undergraduate|普通类',
  subjectType: 'physics',
  batchId: 'undergraduate',
  planType: '普通类',
  schoolId: '1',
  schoolName: '苏州大学',
  schoolCode: '1261',
  groupCode: '37',
  majorName: null,
  requirementText: '',
  requirement: { first: null, allOf: [], anyOf: [] },
  latestYear: 2026,
  own: new Map(years.map((h) => [h.year, h])),
  fromMajors: new Map(),
  majorsByYear: new Map(),
})

describe('draftHistory across a reused group number (江苏)', () => {
  it('leaves out a year whose stated requirement differs from the newest', () => {
    const years = draftHistory(draft('g:1:1261:22', [y(2025, 9_279, '化学'), y(2024, 8_900, '不限'), y(2023, 9_500)])).map((h) => h.year)
    expect(years).toEqual([2025, 2023])
  })

  it('leaves out a year whose line is another group’s (rank jump beyond 2.5× a year)', () => {
    // 苏州大学 物理 37: 2026 638 / 10,252 and 2025 602 / 33,069 — the number was given to another group
    expect(draftHistory(draft('g:1:1261:37', [y(2026, 10_252, '化学'), y(2025, 33_069, '化学')])).map((h) => h.year)).toEqual([2026])
    expect(draftHistory(draft('g:1:1261:31', [y(2025, 18_319, '化学'), y(2023, 17_907)])).map((h) => h.year)).toEqual([2025, 2023])
  })

  it('keeps every year of a major or institution unit', () => {
    expect(draftHistory(draft('s:1', [y(2026, 10_000, '化学'), y(2025, 40_000, '不限')])).map((h) => h.year)).toEqual([2026, 2025])
  })
})
