import { scoreToRank } from '@gk/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { createReadModel, type ReadModel } from './read-model.ts'

let app: TestApp
let readModel: ReadModel
beforeAll(async () => {
  app = await buildTestApp({ withDataset: true })
  readModel = createReadModel(app.db)
  await readModel.refreshIfStale()
})
afterAll(async () => {
  await app.close()
})

describe('rank-table index over the committed dataset', () => {
  it('knows the dataset version it was built from', () => {
    expect(readModel.version()).toMatch(/^ds-/)
  })

  it('has every table monotonic: a better score never gets a worse rank', async () => {
    const index = await readModel.rankTables()
    const all = ['11', '13', '32', '33', '37', '41', '44', '65'].flatMap((p) => index.forProvince(p))
    expect(all.length).toBeGreaterThan(10)
    for (const { table } of all) {
      let previous = 0
      for (let score = table.topScore; score >= table.bottomScore; score--) {
        const { worst } = scoreToRank(table, score as never)
        expect(worst).toBeGreaterThanOrEqual(previous)
        previous = worst
      }
    }
  })

  it('finds the newest table for a province and subject type', async () => {
    const index = await readModel.rankTables()
    const latest = index.latest('41', '物理类')
    expect(latest?.year).toBeGreaterThanOrEqual(2025)
    expect(index.latest('41', '物理类', 2024)).toBeNull()
    expect(index.get('41', 2024, '理科')?.table.total).toBeGreaterThan(100_000)
  })
})
