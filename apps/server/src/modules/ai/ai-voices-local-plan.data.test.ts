import { describe, expect, it } from 'vitest'
import { aiDataPerFile } from './ai-data.test-kit.ts'

/**
 * Issue 31 (dev v20, ADR 140), over real HTTP with the real dataset, in phrasings of our own: a shared short name said
 * with the 地方专项 and no province is the reading a province runs, the only kind of college that recruits by the plan.
 */
const { askText: ask } = aiDataPerFile({ student: { mobile: '13600014011', member: false } })

describe('a shared short name beside the 地方专项', () => {
  it.each([
    ['华师的地方专项去年物理类最低多少分', '华南师范大学', '华中师范大学'],
    ['湖大地方专项今年历史类投档线好多', '湖北大学', '湖南大学'],
  ])('reads 「%s」 as the college a province runs', async (q, meant, not) => {
    const a = await ask(q)
    expect(a, q).toContain(meant)
    expect(a, q).not.toContain(not)
  })
  it('keeps the national reading without the plan', async () => {
    // the first line answers for 华中师范大学 (the other reading may be named after it)
    expect(await ask('华师今年历史类投档线多少')).toMatch(/^[^\n]*华中师范大学/)
  })
})
