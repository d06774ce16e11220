import { ErrorCode } from '@gk/contract'
import { findProvincePolicy, type ProvinceCode } from '@gk/domain'
import { expect, it } from 'vitest'
import { AppError } from '../../../kernel/app-error.ts'
import { createReadModel } from '../../../db/read-model/read-model.ts'
import { testAppPerFile } from '../../../testing/build-test-app.ts'
import { buildIndexOffThread } from './index-worker-pool.ts'
import { buildProvinceYearIndex } from './unit-build.ts'
import { loadSchools, type ProvinceYearIndex } from './unit-index.ts'

// the index worker (ADR 042): the same index as a build in this thread, one build per key, a bounded line
const app = testAppPerFile({ withDataset: true })

const province = (code: string, slug: string, shortName: string) => ({ code, id: Number(code), name: shortName, shortName, slug: slug as ProvinceCode })
const beijing = province('11', 'beijing', '北京')
const xizang = province('54', 'xizang', '西藏')
const tianjin = province('12', 'tianjin', '天津')
const shanghai = province('31', 'shanghai', '上海')
const jiangsu = province('32', 'jiangsu', '江苏')

function batches(index: ProvinceYearIndex) {
  return index.policy.subjectTypes.flatMap((st) => index.policy.batches.map((b) => [st, b.id, index.get(st, b.id)] as const))
}

// on PGlite the worker's reads cross as wire bytes it parses itself (ADR 055): the same rows, the same index
it('builds in the worker the same index as in this thread (rank-table provinces, one with two tracks, and a 线差 one)', async () => {
  const readModel = createReadModel(app.db)
  await readModel.refreshIfStale()
  const rankTables = await readModel.rankTables()
  const schools = await loadSchools(app.db)
  for (const p of [beijing, jiangsu, xizang]) {
    const policy = findProvincePolicy(p.slug, 2026)!
    const here = await buildProvinceYearIndex(app.db, p, policy, rankTables, schools)
    const there = await buildIndexOffThread(app.db, { maxWaiting: 1, version: readModel.version() }, p, policy, schools)
    expect(there.year).toBe(here.year)
    expect(there.historyYears).toEqual(here.historyYears)
    const a = batches(here)
    const b = batches(there)
    expect(b.filter(([, , u]) => u).length).toBeGreaterThan(0)
    expect(b).toEqual(a)
    // a unit in two maps is one object, and schools are this thread's objects
    for (const [, , batch] of b) {
      if (!batch) continue
      for (const u of batch.units) expect(batch.byId.get(u.id)).toBe(u)
      for (const u of batch.units.slice(0, 50)) expect(u.school).toBe(schools.get(u.school.id) ?? u.school)
    }
  }
}, 300_000)

it('joins a build already asked for and refuses a new province when the line is full', async () => {
  const readModel = createReadModel(app.db)
  await readModel.refreshIfStale()
  const schools = await loadSchools(app.db)
  const build = (p: ReturnType<typeof province>) =>
    buildIndexOffThread(app.db, { maxWaiting: 1, version: readModel.version() }, p, findProvincePolicy(p.slug, 2026)!, schools)
  const first = build(tianjin)
  const again = build(tianjin)
  expect(again).toBe(first)
  const waiting = build(shanghai)
  const refused = build(beijing)
  await expect(refused).rejects.toBeInstanceOf(AppError)
  await expect(refused).rejects.toMatchObject({ code: ErrorCode.ComputeQueueFull })
  const [a, b, c] = await Promise.all([first, again, waiting])
  expect(b).toBe(a)
  expect(c.policy.batches.length).toBeGreaterThan(0)
}, 300_000)
