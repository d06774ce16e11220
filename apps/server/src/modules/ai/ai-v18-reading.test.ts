import { describe, expect, it } from 'vitest'
import { intentOf, read } from './ai-reading.test-kit.ts'
import { rulesParts } from './ai-rules-parts.ts'
import { planOfEarlier } from './ai-follow-up-words.ts'

/** ADR 132: the dev v18 set's reading classes, in phrasings of our own. */
describe('slips a pinyin match misses, and asks for a tiered list or a safety choice', () => {
  it('puts back 调剂 typed 调济/调计, 什么 typed 设么, 排 typed 拍 before how far down, 学校 and 冲稳保 typed by sound', () => {
    expect(read('不服从调计会怎样').text).toContain('调剂')
    expect(read('河南560分可以读设么学校').text).toContain('什么学校')
    expect(read('河南物理600在省里拍第几').text).toContain('排第几')
    expect(read('这个分够得着哪些学笑').text).toContain('学校')
    expect(read('给我弄个冲稳包').text).toContain('冲稳保')
    // 拍 as a word of its own stays
    expect(read('拍毕业照要交钱吗').text).toContain('拍毕业照')
  })
  it('reads a tiered plan asked for as a list of colleges, not as what 冲稳保 means', () => {
    // a list of colleges or a whole table of them: either answers with the candidate's colleges in tiers
    for (const q of ['河南物理580，帮我做个冲稳保的方案', '河南物理580 冲一冲稳一稳保一保 排个单子', '冲稳保 方案'])
      expect(['recommend_schools', 'auto_table'], q).toContain(intentOf(q))
    expect(intentOf('冲稳保是什么意思')).toBe('concept_tiers')
  })
  it('reads 兜底 and 托底 of a college as its chance', () => {
    expect(intentOf('河南物理560，郑大能兜底吗')).toBe('admission_chance')
    expect(intentOf('河南物理560 郑大 托底行不')).toBe('admission_chance')
  })
  it('reads a number before 名次 as the score whose rank is asked, not as a rank', () => {
    const { e } = read('河北 历史 520 名次')
    expect([e.score, e.rank]).toEqual([520, null])
    expect(read('位次5000名是多少分').e.rank).toBe(5000)
  })
  it('reads the year after a score and 等位分, or after 搁/顶, as the year the score is carried to', () => {
    for (const q of ['河南 历史 540 2024年等位分', '河南历史540，搁2024年顶多少分', '河南历史540 2024等为分'])
      expect([read(q).e.toYear, intentOf(q)], q).toEqual([2024, 'equivalent_score'])
    // a year before the score is the score's own: nothing carried
    expect(read('2024年河南历史540分等位分').e.toYear ?? null).toBeNull()
  })
  it('answers a province’s slots beside what 调剂 means, when both are asked of it', () => {
    const q = '河南本科批能报几个专业组，调剂是啥意思'
    const id = intentOf(q)!
    expect(rulesParts(read(q).text, id, read(q).e)).toEqual(['province_filling', 'concept_adjustment'])
    // beside the slots the intent answers itself, 调剂 adds no part of its own
    expect(rulesParts('河南一个专业组里几个专业，同意调剂会调到哪', 'province_filling', read('河南').e)).toEqual([])
    // 调剂 alone asked of a province is that province's 调剂 (none in 专业+院校 mode, ADR 156); with none, the concept's own
    expect(rulesParts('河南要不要服从调剂', 'concept_adjustment', read('河南要不要服从调剂').e)).toEqual(['concept_adjustment'])
    expect(rulesParts('要不要服从调剂', 'concept_adjustment', read('要不要服从调剂').e)).toEqual([])
  })
  it('reads a short turn naming only a special plan as asked of the conversation’s college', () => {
    for (const q of ['那预科那组呢', '高校专项那个组是多少分']) expect(planOfEarlier(q, { id: intentOf(q)! }), q).toBe(true)
    expect(planOfEarlier('国家专项是什么，谁能报，要哪些材料，什么时候报名，怎么审核', { id: 'special_plan' })).toBe(false)
  })
})
