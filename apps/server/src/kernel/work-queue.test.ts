import { describe, expect, it } from 'vitest'
import { createPerKeyLimit } from './per-key-limit.ts'
import { createWorkQueue } from './work-queue.ts'

/** A job the test finishes by hand. */
function gate<T>() {
  let open!: (v: T) => void
  const promise = new Promise<T>((r) => (open = r))
  return { promise, open }
}

const full = () => new Error('full')

describe('work queue', () => {
  it('runs one job per key however many ask for it (single flight)', async () => {
    const q = createWorkQueue({ concurrency: 1, maxWaiting: 4, onFull: full })
    let runs = 0
    const g = gate<string>()
    const job = () => {
      runs++
      return g.promise
    }
    const a = q.run('山东', job)
    const b = q.run('山东', job)
    expect(b).toBe(a)
    g.open('index')
    expect(await Promise.all([a, b])).toEqual(['index', 'index'])
    expect(runs).toBe(1)
    // once done, the key runs again (a rebuilt index after the data changed)
    await q.run('山东', async () => 'again')
  })

  it('runs at most `concurrency` jobs and starts the next when one ends', async () => {
    const q = createWorkQueue({ concurrency: 1, maxWaiting: 4, onFull: full })
    const first = gate<number>()
    const started: string[] = []
    const a = q.run('a', () => (started.push('a'), first.promise))
    const b = q.run('b', async () => (started.push('b'), 2))
    expect(started).toEqual(['a'])
    expect([q.running, q.waiting]).toEqual([1, 1])
    first.open(1)
    expect(await Promise.all([a, b])).toEqual([1, 2])
    expect(started).toEqual(['a', 'b'])
  })

  it('refuses a new key at once when the waiting line is full, and still joins a key already queued', async () => {
    const q = createWorkQueue({ concurrency: 1, maxWaiting: 1, onFull: full })
    const first = gate<string>()
    const a = q.run('a', () => first.promise)
    const b = q.run('b', async () => 'b')
    await expect(q.run('c', async () => 'c')).rejects.toThrow('full')
    expect(q.run('b', async () => 'other')).toBe(b)
    first.open('a')
    expect(await Promise.all([a, b])).toEqual(['a', 'b'])
    expect(await q.run('c', async () => 'c')).toBe('c')
  })

  it('a failed job frees its key and the line', async () => {
    const q = createWorkQueue({ concurrency: 1, maxWaiting: 0, onFull: full })
    await expect(q.run('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(await q.run('a', async () => 'ok')).toBe('ok')
  })
})

describe('per-key limit', () => {
  it('lets each key hold `max` at once and counts releases once', () => {
    const limit = createPerKeyLimit(2)
    const one = limit.enter('u1')!
    const two = limit.enter('u1')!
    expect(limit.enter('u1')).toBeNull()
    // another user is not affected
    expect(limit.enter('u2')).not.toBeNull()
    one()
    one()
    expect(limit.inFlight('u1')).toBe(1)
    expect(limit.enter('u1')).not.toBeNull()
    two()
  })
})
