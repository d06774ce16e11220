import { describe, expect, it } from 'vitest'
import { aiDataPerFile } from './ai-data.test-kit.ts'

/**
 * Issue 31 (dev v20, ADR 140), over real HTTP with the real dataset, in phrasings of our own: a national college's line
 * of one year asked with the track said and no province is read where the college is and said so (as ADR 108 does for
 * years); without a track or a year the province is still asked.
 */
const { askText: ask } = aiDataPerFile({ student: { mobile: '13600014001', member: false } })

describe('a national college’s one-year record with the track said', () => {
  it.each([
    ['武汉大学今年物理类投档线是多少', '湖北'],
    ['中山大学去年历史类最低分多少啊', '广东'],
    ['川大2025年物理类录取线', '四川'],
  ])('reads 「%s」 in the home province, said', async (q, home) => {
    const a = await ask(q)
    expect(a, q).toContain(`先按学校所在的${home}给出`)
    expect(a, q).not.toMatch(/哪个省份/)
  })
  it.each(['武汉大学要多少分才能上', '中山大学今年的分数线'])('still asks the province for 「%s」', async (q) => expect(await ask(q)).toMatch(/哪个省份/))
})
