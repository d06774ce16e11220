import { describe, expect, it } from 'vitest'
import { aiDataPerFile } from './ai-data.test-kit.ts'

/**
 * ADR 151 over the seeded dataset, in phrasings of our own: 石大 (中国石油大学（华东）/（北京）, 石河子大学) is the college of
 * the province asked about, and with none a fact asked is answered for each; a Cantonese asker's 华农 is 华南农业大学,
 * yet the dialect never becomes the asker's own province.
 */
const { tokens, ask } = aiDataPerFile({ anonymous: { mobile: '13600015101', member: false } })

describe('a short name several colleges share, with no derived reading (ADR 151)', () => {
  it('answers each college when nothing says where', async () => {
    const a = await ask('石大是211不？归哪个管的？在哪个城市', tokens.anonymous)
    for (const name of ['中国石油大学（华东）', '中国石油大学（北京）', '石河子大学']) expect(a.Content).toContain(name)
    expect(a.Content).toContain('兵团')
  }, 300_000)
  it('is the college of the province the question names', async () => {
    const a = await ask('新疆的石大是211吗', tokens.anonymous)
    expect(a.Content).toContain('石河子大学')
    expect(a.Content).not.toContain('中国石油大学')
  })
})

describe('a dialect’s province is a cue for the college only (ADR 151)', () => {
  it('reads 华农 asked in Cantonese as 华南农业大学 and still asks the asker’s province for a chance', async () => {
    const a = await ask('物理类580分，华农有冇得读㗎', tokens.anonymous)
    expect(a.Content).toContain('华南农业大学')
    expect(a.Content).toContain('省份')
  })
})
