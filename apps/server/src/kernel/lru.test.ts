import { expect, it } from 'vitest'
import { Lru } from './lru.ts'

// a province index weighs its estimated bytes (ADR 060): the bound is on the sum, not the count
it('bounds the summed weight, dropping the least recently used first', () => {
  const evicted: string[] = []
  const lru = new Lru<string, number>('test', 100, (k) => evicted.push(k))
  lru.set('a', 1, 40)
  lru.set('b', 2, 40)
  expect(lru.get('a')).toBe(1) // a is now the most recent
  lru.set('c', 3, 40)
  expect(evicted).toEqual(['b'])
  expect([...lru.entries()].map(([k]) => k)).toEqual(['a', 'c'])
  expect(lru.weight).toBe(80)
  expect(lru.stats()).toMatchObject({ size: 2, weight: 80, max: 100, evictions: 1 })
})

it('keeps the newest entry however heavy, and re-weighing one pushes older ones out', () => {
  const lru = new Lru<string, true>('test', 100)
  lru.set('a', true, 0)
  lru.set('b', true, 0)
  lru.set('c', true, 0)
  expect(lru.size).toBe(3)
  lru.weigh('a', 30)
  lru.weigh('b', 30)
  expect(lru.size).toBe(3)
  lru.weigh('c', 60) // 120 > 100: the oldest (a) goes
  expect([...lru.entries()].map(([k]) => k)).toEqual(['b', 'c'])
  expect(lru.weight).toBe(90)
  lru.set('huge', true, 500)
  expect([...lru.entries()].map(([k]) => k)).toEqual(['huge'])
  expect(lru.weight).toBe(500)
  lru.weigh('gone', 10) // not in: nothing changes
  expect(lru.weight).toBe(500)
  lru.delete('huge')
  expect(lru.weight).toBe(0)
})

it('counts entries when no weights are given (the count-bounded caches)', () => {
  const lru = new Lru<number, number>('test', 2)
  for (let i = 0; i < 5; i++) lru.set(i, i)
  expect(lru.size).toBe(2)
  expect(lru.weight).toBe(2)
  lru.set(4, 40) // replacing keeps one weight
  expect(lru.weight).toBe(2)
  lru.clear()
  expect(lru.weight).toBe(0)
})
