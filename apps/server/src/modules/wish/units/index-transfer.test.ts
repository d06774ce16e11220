import { expect, it } from 'vitest'
import { batchOf, type BatchShape } from './index-transfer.ts'
import type { IndexedUnit } from './unit-index.ts'

/**
 * An arriving index is put together on the thread that answers requests (ADR 042): a batch of tens of
 * thousands of units must be made in turns of the event loop, not in one go (issue 33). Counted in
 * turns given up, not in milliseconds, so the test does not depend on the machine.
 */
const UNITS = 30_000

function shape(): { b: BatchShape; units: IndexedUnit[] } {
  // a unit is only carried here (never read), so a stand-in object per position is enough
  const units = Array.from({ length: UNITS }, (_, i) => ({ id: `u${i}` }) as unknown as IndexedUnit)
  const b: BatchShape = {
    subjectType: 'physics',
    batchId: 'undergraduate',
    units: units.map((_, i) => i),
    byId: units.map((u, i) => [u.id, i]),
    majorsBySchool: Array.from({ length: UNITS / 10 }, (_, s) => [`s${s}`, [s * 10, s * 10 + 1, s * 10 + 2]]),
    majorUnitsById: units.filter((_, i) => i % 2 === 0).map((u, k) => [`m:${u.id}`, k * 2]),
    historyYears: [2025, 2024, 2023],
  }
  return { b, units }
}

it('puts a large batch together over many turns of the event loop, the same batch as made in one go', async () => {
  const { b, units } = shape()
  let turns = 0
  const batch = await batchOf(b, units, async () => {
    turns++
    await new Promise((r) => setImmediate(r))
  })
  const entries = b.units.length + b.byId.length + b.majorsBySchool.reduce((n, [, l]) => n + l.length, 0) + b.majorUnitsById.length
  // about ENTRIES_PER_TURN (4,000) entries between two turns (a school's majors count together)
  expect(turns).toBeGreaterThanOrEqual(Math.floor(entries / 4000) - 1)
  expect(batch.units).toHaveLength(UNITS)
  expect(batch.units[123]).toBe(units[123])
  expect(batch.byId.get('u29999')).toBe(units[29_999])
  expect(batch.majorsBySchool.get('s7')).toEqual([units[70], units[71], units[72]])
  expect(batch.majorUnitsById.get('m:u10')).toBe(units[10])
  expect(batch.majorUnitsById.size).toBe(UNITS / 2)
  expect(batch.historyYears).toEqual([2025, 2024, 2023])
})
