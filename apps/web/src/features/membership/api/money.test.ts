import { describe, expect, it } from 'vitest'
import { beijingDateTime, yuan } from './money.ts'

describe('yuan', () => {
  it('shows integer fen as yuan without float noise', () => {
    expect(yuan(29800)).toBe('298')
    expect(yuan(1990)).toBe('19.9')
    expect(yuan(1791)).toBe('17.91')
    expect(yuan(1)).toBe('0.01')
  })
  it('shows instants in Beijing time', () => {
    expect(beijingDateTime('2027-08-31T16:00:00.000Z')).toBe('2027-09-01 00:00')
  })
})
