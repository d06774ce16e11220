import { describe, expect, it } from 'vitest'
import { activationDeadline, cardsCsv } from './card-batches.ts'

describe('activationDeadline', () => {
  it('lets a card activate through the whole Beijing day the operator wrote', () => {
    const cut = activationDeadline('2027-09-01')
    // 2027-09-02 00:00 Beijing time
    expect(cut?.toISOString()).toBe('2027-09-01T16:00:00.000Z')
    // the printed sheet names the day the operator wrote as the last day
    expect(cardsCsv('志愿卡', [{ cardNo: 'GK1', secret: 'ABCDEFGHJKMN' }], cut)).toContain(',2027-09-01\r\n')
  })

  it('refuses what is not a date', () => {
    expect(activationDeadline('2027-13-40')).toBeNull()
    expect(activationDeadline('next week')).toBeNull()
  })
})
