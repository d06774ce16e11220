import { describe, expect, it } from 'vitest'
import { carriedToNamedYear } from './ai-follow-up-carry-year.ts'
import type { Entities } from './ai-nlu.ts'

const ent = (over: Partial<Entities>) => ({ score: null, rank: null, year: null, years: [], yearWord: null, ...over }) as unknown as Entities

/** ADR 157: a follow-up naming a year and asking a score carries the earlier score (in its year) to that year. */
describe('the earlier score carried to the year a follow-up names', () => {
  const earlier = [ent({ score: 600, year: 2026 })]
  const out = ent({ score: 600, year: 2025 })
  it('takes the named year as the target and the earlier turn’s year as the source', () => {
    for (const q of ['那这个位次放到2025年相当于多少分', '2025 等位分？', '那这名次搁2025年得多少分', '那这个位次在2025年相当于多少分']) {
      const r = carriedToNamedYear(q, ent({ year: 2025 }), out, earlier)
      expect(r.toYear, q).toBe(2025)
      expect(r.year, q).toBe(2026)
    }
  })
  it('leaves the same question asked of another year, and a turn with its own score', () => {
    expect(carriedToNamedYear('那2025年呢', ent({ year: 2025 }), out, earlier)).toBe(out)
    expect(carriedToNamedYear('2025年排多少名', ent({ year: 2025 }), out, earlier)).toBe(out)
    expect(carriedToNamedYear('那610分在2025年相当于多少分', ent({ year: 2025, score: 610 }), out, earlier)).toBe(out)
  })
  it('carries the saved score (none said in the conversation) to the named year, its own year left to the profile', () => {
    const saved = [ent({ year: null })]
    for (const q of ['那按这个名次，放到2025年大概相当于多少分？', '2025年等位分']) {
      const r = carriedToNamedYear(q, ent({ year: 2025 }), ent({ year: 2025 }), saved)
      expect(r.toYear, q).toBe(2025)
      expect(r.year, q).toBeNull()
    }
    // no earlier turn: the year is the score's own (a question of its own, not a follow-up)
    expect(carriedToNamedYear('2025年等位分', ent({ year: 2025 }), ent({ year: 2025 }), []).toYear).toBeUndefined()
  })
})
