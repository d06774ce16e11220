import { afterEach, describe, expect, it } from 'vitest'
import { clearDraft, kindOf, readDraft, saveDraft } from './test-draft.ts'

afterEach(() => localStorage.clear())

describe('test drafts', () => {
  it('round-trips answers and the position for the same bank version', () => {
    saveDraft('holland', { version: 'v1', answers: { a: 1, b: 0 }, index: 2 })
    expect(readDraft('holland', 'v1')).toEqual({ version: 'v1', answers: { a: 1, b: 0 }, index: 2 })
    expect(readDraft('mbti', 'v1')).toBeNull()
  })
  it('drops a draft of an older bank version and survives garbage', () => {
    saveDraft('holland', { version: 'v1', answers: { a: 1 }, index: 1 })
    expect(readDraft('holland', 'v2')).toBeNull()
    localStorage.setItem('gk-assessment-draft:mbti', '{not json')
    expect(readDraft('mbti', 'v1')).toBeNull()
    clearDraft('holland')
    expect(readDraft('holland', 'v1')).toBeNull()
  })
  it('reads the kind from the query', () => {
    expect(kindOf('mbti')).toBe('mbti')
    expect(kindOf('x')).toBe('holland')
    expect(kindOf(null)).toBe('holland')
  })
})
