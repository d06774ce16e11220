import { describe, expect, it } from 'vitest'
import { aiDataPerFile } from './ai-data.test-kit.ts'

/**
 * Chance and table asks said in a few words or colloquially (ADR 091): 「X 录取可能」, 「X 进得去不」, 「X的专业组我能上吗」,
 * 「帮我排个表」, 「给我弄个冲稳保」, 「志愿单 冲稳保」. With a saved profile the chance is estimated or the table made; without
 * one the answer asks for what is missing, never general talk or the college's overview. Phrasings of our own.
 */
const { tokens, ask: answer } = aiDataPerFile({
  saved: { mobile: '13600009103', profile: { ProvinceId: 42, Score: 575, Track: '物理类', Subjects: ['chemistry', 'biology'] } },
  bare: { mobile: '13600009104' },
})

const ask = async (message: string, token: string) => {
  const m = await answer(message, token)
  return { content: m.Content, tools: m.ToolCalls.map((c) => c.Name), intent: m.Intent ?? null }
}

describe('a terse chance ask', () => {
  it.each(['武汉理工大学 录取可能', '华中师范大学进得去不', '我这分报武汉理工的专业组能上吗，冲还是稳'])(
    'estimates the chance of 「%s」 from the saved profile',
    async (q) => {
      const a = await ask(q, tokens.saved)
      expect(a.intent).toBe('admission_chance')
      expect(a.tools).toContain('admission_probability')
      expect(a.content).toMatch(/[冲稳保]|%/)
    },
  )

  it('asks for the province and score, not the college overview, without a profile', async () => {
    const a = await ask('武汉理工大学 录取可能', tokens.bare)
    expect(a.intent).toBe('admission_chance')
    expect(a.content).toContain('省份和分数')
    expect(a.tools).not.toContain('school_facts')
  })
})

describe('a terse table ask', () => {
  it.each(['帮我排个表', '给我弄个冲稳保', '志愿单 冲稳保'])('makes the table for 「%s」 from the saved profile', async (q) => {
    const a = await ask(q, tokens.saved)
    expect(a.intent).toBe('auto_table')
    expect(a.tools).toContain('auto_table')
    expect(a.content).toMatch(/冲 \d+ 个、稳 \d+ 个、保 \d+ 个/)
  })

  it('asks for the missing score without a profile', async () => {
    const a = await ask('帮我排个表', tokens.bare)
    expect(a.intent).toBe('auto_table')
    expect(a.content).toContain('省份、科类和分数')
  })

  it('still explains the tiers when that is what is asked', async () => {
    const a = await ask('冲稳保是什么意思', tokens.saved)
    expect(a.intent).toBe('concept_tiers')
  })
})
