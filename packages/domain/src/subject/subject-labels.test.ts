import { describe, expect, it } from 'vitest'
import { subjectTypeFromLabel, subjectTypeLabels } from '../types.ts'
import { subjectLabel, subjectShortLabel } from './subject-labels.ts'

describe('subject labels', () => {
  it('spells every subject in full and in one character', () => {
    expect(['physics', 'chemistry', 'biology', 'politics', 'history', 'geography', 'technology'].map(subjectLabel)).toEqual([
      '物理',
      '化学',
      '生物',
      '思想政治',
      '历史',
      '地理',
      '技术',
    ])
    expect(['physics', 'chemistry', 'biology'].map(subjectShortLabel).join('')).toBe('物化生')
  })

  it('shows a code it does not know as it is', () => {
    expect(subjectLabel('music')).toBe('music')
    expect(subjectShortLabel('toString')).toBe('toString')
  })

  it('reads a 科类 label back to its type', () => {
    for (const [type, label] of Object.entries(subjectTypeLabels)) expect(subjectTypeFromLabel.get(label)).toBe(type)
    expect(subjectTypeFromLabel.get('艺术类')).toBeUndefined()
  })
})
