import { expect, it } from 'vitest'
import type { Db } from '../client.ts'
import { createReadModel } from './read-model.ts'

// index() never reads the database itself (only refreshIfStale does): a Db that refuses every call proves it
const noDb: Db = {
  query: () => Promise.reject(new Error('not read')),
  exec: () => Promise.reject(new Error('not read')),
  transaction: () => Promise.reject(new Error('not read')),
  close: async () => {},
}

it('bounds a group by the weights of its built indexes (ADR 060): an index weighs nothing while built, then its bytes', async () => {
  const readModel = createReadModel(noDb)
  const builds: string[] = []
  const bound = { group: 'g', max: 100, weigh: (v: { bytes: number }) => v.bytes }
  const ask = (key: string, bytes: number) =>
    readModel.index(
      key,
      async () => {
        builds.push(key)
        return { bytes }
      },
      bound,
    )
  await ask('a', 40)
  await ask('b', 40)
  await ask('a', 40) // a hit: a is the most recent
  expect(builds).toEqual(['a', 'b'])
  await ask('c', 40) // 120 > 100 once c is there: b (least recent) is dropped
  await ask('a', 40)
  expect(builds).toEqual(['a', 'b', 'c'])
  await ask('b', 40) // rebuilt
  expect(builds).toEqual(['a', 'b', 'c', 'b'])
  // one index over the whole bound is kept alone (it is what was asked for)
  await ask('big', 500)
  await ask('big', 500)
  expect(builds.filter((k) => k === 'big')).toHaveLength(1)
  await ask('a', 40)
  expect(builds.filter((k) => k === 'a')).toHaveLength(2)
})

it('a failed build is not kept and weighs nothing', async () => {
  const readModel = createReadModel(noDb)
  let calls = 0
  const bound = { group: 'g', max: 100, weigh: () => 10 }
  const failing = () => readModel.index('x', () => (calls++ === 0 ? Promise.reject(new Error('boom')) : Promise.resolve(1)), bound)
  await expect(failing()).rejects.toThrow('boom')
  await expect(failing()).resolves.toBe(1)
  expect(calls).toBe(2)
})
