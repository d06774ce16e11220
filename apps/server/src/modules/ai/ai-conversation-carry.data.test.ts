import { describe, expect, it } from 'vitest'
import { aiDataPerFile } from './ai-data.test-kit.ts'
import { askStream, doneOf } from './ai-stream-client.ts'

/**
 * Issue 31 (v14, ADR 111), over the real dataset: a span of years to now (「从22年到现在」) shows every year to the data's
 * newest; a follow-up that swaps the college keeps the province the conversation read; 「我的排名」 with a saved score is
 * that score's rank and 「+15分呢」 re-answers it 15 points higher; 生成 typed by sound reaches the one-tap table; the
 * 投档比例 is written 105%. Phrasings of our own.
 */
const { app, tokens } = aiDataPerFile({
  saved: { mobile: '13600009111', profile: { ProvinceId: 42, Score: 575, Track: '物理类', Subjects: ['chemistry', 'biology'] } },
  bare: { mobile: '13600009112' },
})

async function conversation(turns: string[], token: string) {
  let id = 0
  let last = { content: '', tools: [] as string[], intent: null as string | null }
  for (const t of turns) {
    const events = await askStream(app.baseUrl, { Message: t, ...(id ? { ConversationId: id } : {}) }, token)
    const start = events.find((e) => e.type === 'start')
    if (!id && start?.type === 'start') id = start.ConversationId
    const m = doneOf(events)!.Message
    last = { content: m.Content, tools: m.ToolCalls.map((c) => c.Name), intent: m.Intent ?? null }
  }
  return last
}

describe('a span of years to now', () => {
  it('shows every year from the first named to the newest', async () => {
    const a = await conversation(['深圳大学广东物理类从22年到现在每年最低投档线'], tokens.bare)
    for (const year of [2022, 2023, 2024, 2025, 2026]) expect(a.content).toMatch(new RegExp(`\\| ${year} \\| 物理类`))
  })
})

describe('a follow-up that swaps the college', () => {
  it('keeps the province two colleges of one province share, said, never asked', async () => {
    const a = await conversation(['哈工程物理类今年录取最低分是多少', '东北林业大学的呢'], tokens.bare)
    expect(a.content).not.toContain('你在哪个省份')
    expect(a.content).toMatch(/^按黑龙江（你没说省份/)
    expect(a.content).toContain('东北林业大学在黑龙江')
  })
  it('keeps the province the previous answer assumed', async () => {
    const a = await conversation(['浙工大近几年最低分', '杭电呢'], tokens.bare)
    expect(a.content).not.toContain('你在哪个省份')
    expect(a.content).toContain('杭州电子科技大学在浙江')
  })
})

describe('one’s own rank, then a signed change', () => {
  it('answers 我的排名 with the saved score, and +15分呢 with 590', async () => {
    const first = await conversation(['我的排名'], tokens.saved)
    expect(first.intent).toBe('my_score')
    expect(first.content).toContain('**575分**')
    const a = await conversation(['孩子排名', '+15分呢'], tokens.saved)
    expect(a.tools).toContain('score_to_rank')
    expect(a.content).toMatch(/\*\*590分\*\*对应位次/)
  })
})

describe('生成 typed by sound', () => {
  it('makes the table for 给我声成一份志愿表', async () => {
    const a = await conversation(['给我声成一份志愿表'], tokens.saved)
    expect(a.intent).toBe('auto_table')
    expect(a.content).toMatch(/冲 \d+ 个、稳 \d+ 个、保 \d+ 个/)
  })
})

describe('the 投档 ratio', () => {
  it('is written in digits', async () => {
    const a = await conversation(['投档比例一般是多少？投了档还会被退吗'], tokens.bare)
    expect(a.content).toContain('105%')
    expect(a.content).not.toContain('百分之')
  })
})
