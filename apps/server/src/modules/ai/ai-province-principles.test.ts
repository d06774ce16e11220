import { describe, expect, it } from 'vitest'
import { retrievalPrincipleOf } from '@gk/domain'
import { principleText, RETRIEVAL_ASKED } from './ai-answers-retrieval.ts'
import { adjustmentOf, type Rules } from './ai-answers-rules.ts'
import { rulesParts } from './ai-rules-parts.ts'
import { intentOf, read } from './ai-reading.test-kit.ts'

// ADR 156, in phrasings of our own: a province's 投档 principle and its 调剂, each from the province's own rules
describe('the 投档 principle asked of a province', () => {
  it('is a part of its own beside the slots, in every voice', () => {
    for (const q of ['河南本科批能填几个专业组？投档是分数优先吗', '河南 本科批 专业组数 投档规则', '河南能填好多个专业组，是看分数还是看位次']) {
      const id = intentOf(q)!
      expect(rulesParts(read(q).text, id, read(q).e), q).toEqual(['province_filling', 'rule_retrieval'])
    }
  })
  it('is asked by its words, not by a line or a count of people', () => {
    for (const q of ['投档规则是怎样的', '是按位次还是按分数', '位次优先吗']) expect(RETRIEVAL_ASKED.test(q), q).toBe(true)
    for (const q of ['郑大投档线多少', '同分多少人', '投档比例是多少']) expect(RETRIEVAL_ASKED.test(q), q).toBe(false)
  })
  it('says 四川 files by 位次 and corrects a 分数优先 taken for granted; a province without its own words has none', () => {
    const sichuan = retrievalPrincipleOf('四川')!
    expect(principleText(sichuan, '投档是分数优先吗')).toMatch(/^不是“分数优先”，四川是\*\*位次优先\*\*/)
    expect(principleText(sichuan, '投档规则是什么')).toContain('只实行一轮投档，不补投')
    expect(principleText(sichuan, '投档规则是什么')).not.toContain('不是“分数优先”')
    expect(retrievalPrincipleOf('湖南')).toBeNull()
  })
})

describe('调剂 asked of a province', () => {
  const rules = (mode: string, majors: number): Rules => ({
    ProvinceName: '青海',
    Year: 2027,
    IsNewExam: true,
    ExamModel: '3+1+2',
    FillingModeName: mode,
    SubjectTypes: ['物理类', '历史类'],
    Subjects: [],
    TotalScore: 750,
    Batches: [{ Name: '本科批次', MaxWishes: 96, MaxMajorsPerWish: majors, HasAdjustment: majors > 1, IsUnverified: false }],
    IsUnverified: false,
    GradeConversion: null,
    FirstNewExamYear: 2025,
    CohortEnteredYear: 2022,
  })
  it('is none where each 志愿 is one 专业+院校, and what 服从调剂 means where a 志愿 is a group', () => {
    expect(adjustmentOf(rules('专业+院校', 1), '概念')).toMatch(/青海2027年.*96 个.*没有专业调剂/)
    expect(adjustmentOf(rules('院校专业组', 6), '概念')).toBe('概念')
  })
  it('is read in 吴语 and in 调到别的专业 as well as 调剂', () => {
    for (const q of ['能调到别的专业不', '专业没录上阿门弄，会服从分配吗', '可以调剂吗']) expect(intentOf(q), q).toBe('concept_adjustment')
    // and answered as the province's 调剂, not only what 调剂 means (v20: 「那专业没录上的话阿门弄，能调到别的专业不？」)
    expect(rulesParts('河南专业没录上的话怎么办，能调到别的专业不', 'concept_adjustment', read('河南').e)).toEqual(['concept_adjustment'])
  })
  it('answers 调剂 asked with 退档 as the province’s 调剂 (v24, after opening)', () => {
    for (const q of ['山东填志愿的时候，每个学校都要勾上服从调剂吧？不然是不是会被退档？', '山东这边报志愿是不是得把服从调剂都勾上，要不然就被退回来了？']) {
      const id = intentOf(q)!
      expect(rulesParts(read(q).text, id, read(q).e), q).toEqual(['concept_adjustment'])
    }
    // 退档 alone stays the national rule
    expect(rulesParts(read('山东被退档了后面的志愿还有用吗').text, 'concept_parallel', read('山东被退档了后面的志愿还有用吗').e)).toEqual([])
  })
})
