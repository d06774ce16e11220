/**
 * A bounded queue of keyed jobs: at most `concurrency` run at once, at most `maxWaiting` wait, and a
 * job asked for while the same key is queued or running joins it (single flight) instead of running
 * twice. When the queue is full `run` throws `onFull()` at once: a caller is told to come back
 * instead of piling up behind work that takes seconds (issue 33).
 */
export type WorkQueue = {
  run<T>(key: string, job: () => Promise<T>): Promise<T>
  /** jobs running and waiting (for /health and tests) */
  readonly running: number
  readonly waiting: number
}

export function createWorkQueue(options: { concurrency: number; maxWaiting: number; onFull: () => Error }): WorkQueue {
  const inFlight = new Map<string, Promise<unknown>>()
  const queue: { start: () => void }[] = []
  let running = 0

  const next = () => {
    while (running < options.concurrency && queue.length > 0) {
      running++
      queue.shift()!.start()
    }
  }

  return {
    get running() {
      return running
    },
    get waiting() {
      return queue.length
    },
    run<T>(key: string, job: () => Promise<T>): Promise<T> {
      const joined = inFlight.get(key) as Promise<T> | undefined
      if (joined) return joined
      if (running >= options.concurrency && queue.length >= options.maxWaiting) return Promise.reject(options.onFull())
      const promise = new Promise<T>((resolve, reject) => {
        queue.push({
          start: () => {
            job()
              .then(resolve, reject)
              .finally(() => {
                running--
                inFlight.delete(key)
                next()
              })
          },
        })
      })
      inFlight.set(key, promise)
      next()
      return promise
    },
  }
}
