import { describe, expect, it } from 'vitest'
import { aiDataPerFile } from './ai-data.test-kit.ts'

/**
 * ADR 149 over the seeded dataset, in phrasings of our own: a chance with a score and a track but no province, of a
 * college a province runs, is estimated for that province and says so first; a ministry's college, a track its home
 * province lacks or a saved profile keep ADR 145's rules. Two colleges of one name asked as a pair are both answered, and
 * 公办 is never a college.
 */
const { tokens, ask } = aiDataPerFile({
  anonymous: { mobile: '13600014901', member: false },
  saved: { mobile: '13600014902', profile: { ProvinceId: 32, Score: 600, Track: '物理类', Subjects: ['chemistry', 'biology'] } },
})
const probabilityCalls = (a: Awaited<ReturnType<typeof ask>>) => a.ToolCalls.filter((c) => c.Name === 'admission_probability').length

describe('a chance without a province, of a college a province runs (ADR 149)', () => {
  it('is estimated for the home province, said in the first sentence', async () => {
    for (const [q, home] of [
      ['物理类600分，郑大能上不', '河南'],
      ['历史类五百九，河北大学有没有戏嘛', '河北'],
    ] as const) {
      const a = await ask(q, tokens.anonymous)
      expect(a.Content.split('\n')[0], q).toContain(`按**${home}考生**估算`)
      expect(probabilityCalls(a), q).toBe(1)
    }
  }, 300_000)
  it('still asks the province of a ministry’s college, of a track the home lacks, or with no track', async () => {
    for (const q of ['物理类640分报武汉大学稳吗', '物理类600分浙江工业大学搞得定不', '600分郑大报得上不']) {
      const a = await ask(q, tokens.anonymous)
      expect(a.Content, q).toContain('省份')
      expect(a.Content, q).not.toContain('考生**估算')
      expect(probabilityCalls(a), q).toBe(0)
    }
  })
  it('uses the saved province when there is one', async () => {
    const a = await ask('郑大报得上不', tokens.saved)
    expect(a.Content).not.toContain('你没说省份')
    expect(a.Content).toContain('江苏')
  })
})

describe('colleges of one name and kinds of college (ADR 149)', () => {
  it('answers both colleges of one short name asked as a pair', async () => {
    const a = await ask('矿大徐州那个和北京那个，是两个学校吗', tokens.anonymous)
    expect(a.Content).toContain('徐州')
    expect(a.Content).toContain('中国矿业大学（北京）')
  })
  it('never reads 公办 as a college', async () => {
    const a = await ask('广西历史类300分还能上公办吗', tokens.anonymous)
    expect(a.Content).not.toContain('公安学院')
  })
})
