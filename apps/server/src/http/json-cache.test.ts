import { ok } from '@gk/contract'
import { describe, expect, it } from 'vitest'
import { keepJson, keptEnvelope } from './json-cache.ts'

describe('kept JSON of shared answers', () => {
  it('answers a kept value with the envelope ok() would have serialised', () => {
    const page = keepJson(Object.freeze({ List: [{ UnitId: 'm:1:计算机', Probability: 0.62 }], Total: 1 }))
    expect(keptEnvelope(page)!.toString()).toBe(JSON.stringify(ok(page)))
    expect(JSON.parse(keptEnvelope(page)!.toString())).toEqual({ code: 0, message: ok(null).message, data: page })
  })

  it('leaves everything else to the normal serialiser', () => {
    expect(keptEnvelope({ List: [] })).toBeUndefined()
    expect(keptEnvelope(null)).toBeUndefined()
    expect(keptEnvelope('text')).toBeUndefined()
  })
})
