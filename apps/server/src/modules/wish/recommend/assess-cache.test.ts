import { noSubjectRequirement, prepareUnits, toRank, type AdmissionUnit, type BatchUnits, type IndexedUnit } from '@gk/domain'
import { expect, it } from 'vitest'
import type { Candidate } from '../profile/candidate.ts'
import { assessBatch, prepareAssessment } from './assess-cache.ts'

/**
 * A batch's assessment for the list, what-if and one-tap code (issue 33): made in slices and steps with the
 * event loop given up between them, and the same as made in one go. Counted in turns, never in milliseconds.
 */
const UNITS = 8_000

function batch(): BatchUnits {
  let seed = 11
  const next = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646
  const plain: AdmissionUnit[] = Array.from({ length: UNITS }, (_, i) => {
    const centre = 2_000 + next() * 60_000
    const years = i % 50 === 0 ? [] : [2025, 2024, 2023].slice(0, 1 + (i % 3))
    return {
      id: `u${i}`,
      subjectType: 'physics',
      batchId: i % 40 === 0 ? 'early' : 'undergraduate',
      requirement: noSubjectRequirement,
      history: years.map((year) => ({ year, minRank: Math.round(centre * (0.85 + next() * 0.3)) })),
    }
  })
  const prepared = prepareUnits(plain, { year: 2026 })
  const units = prepared.map((p, i) => ({ id: p.id, isDerived: i % 7 === 0, history: p.history.map((h) => ({ ...h })), prepared: p }) as unknown as IndexedUnit)
  return { units, byId: new Map(units.map((u) => [u.id, u])) } as unknown as BatchUnits
}

const candidate = {
  rank: toRank(20_000),
  combo: { subjectType: 'physics', subjects: ['chemistry', 'biology'] },
  record: { riskAppetite: 'balanced' },
} as unknown as Candidate

it('assesses a large batch over many turns of the event loop, with the chances made in one go', async () => {
  const stepped = batch()
  // another batch object over the same units: its own cache entry, assessed synchronously
  const whole: BatchUnits = { ...stepped }
  let turns = 0
  let done = false
  const tick = () => {
    turns++
    if (!done) setImmediate(tick)
  }
  setImmediate(tick)
  const inTurns = await prepareAssessment(stepped, candidate, ['undergraduate'])
  done = true
  const inOneGo = assessBatch(whole, candidate, ['undergraduate'])
  expect(inTurns).not.toBe(inOneGo)
  expect(inTurns.probability).toEqual(inOneGo.probability)
  expect(inTurns.status).toEqual(inOneGo.status)
  expect(inTurns.order).toEqual(inOneGo.order)
  expect(inTurns.order.length).toBeGreaterThan(100)
  // slices of 2,000 units, then the list rule and the typed arrays in steps: other work ran in between many times
  expect(turns).toBeGreaterThanOrEqual(UNITS / 2000 + 2)
  // asked again: the cached entry, no new work
  expect(await prepareAssessment(stepped, candidate, ['undergraduate'])).toBe(inTurns)
})
