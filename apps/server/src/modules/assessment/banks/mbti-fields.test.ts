import { readCommittedTable } from '@gk/dataset'
import { describe, expect, it } from 'vitest'
import { mbtiTypes } from './mbti-report.ts'

describe('MBTI report 专业方向', () => {
  it('lists only undergraduate majors of the catalogue, by their exact names', () => {
    const majors = new Set(
      readCommittedTable<{ name: string; level: string }>('majors')
        .filter((m) => m.level === '本科')
        .map((m) => m.name),
    )
    expect(majors.size).toBeGreaterThan(500)
    const notMajors = Object.entries(mbtiTypes).flatMap(([type, text]) => text.fields.filter((f) => !majors.has(f)).map((f) => `${type}: ${f}`))
    // e.g. 创业 and 咨询 are careers, not something a student can apply to
    expect(notMajors).toEqual([])
  })
})
