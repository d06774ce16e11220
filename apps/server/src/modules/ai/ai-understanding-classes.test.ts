import { describe, expect, it } from 'vitest'
import { intentOf, read } from './ai-reading.test-kit.ts'

/**
 * Issue 31, holdout v7's understanding classes (ADR 067), in phrasings of our own, five voices each (student,
 * parent, terse, colloquial, typo): the saved score named as 「我这分」 with a college, a batch reached or passed asked
 * in words, a rank asked beside the total of the scale, a group's line named by its 选科 or by what it is not, and a
 * table asked by its number of places.
 */
describe('the saved score named, not said, beside a college (issue 31)', () => {
  it('asks the chance, not the college overview', () => {
    for (const q of ['按我存的成绩，郑州大学有没有可能', '我家孩子的成绩报郑大怎么样', '我的分 浙工大', '我这分去郑大悬不悬哦', '我的分数郑州大学稳不稳当'])
      expect(intentOf(q), q).toBe('admission_chance')
  })
  it('still answers what else is asked of the college with the own score named', () => {
    expect(intentOf('我的分数报郑大，学费多少')).toBe('tuition')
    expect(intentOf('按我的分，郑州大学在哪个城市')).toBe('school_location')
  })
})

describe('a batch reached or passed, asked in words (issue 31)', () => {
  it('reads the line of the batch, with or without the word 线', () => {
    for (const q of [
      '河南今年物理类过一本得几分',
      '孩子河南历史类，考上二本需要多少分',
      '河南 物理 上本科 多少分',
      '河南历史上个本科要多少分嘛',
      '河南物里类够本科要几分',
    ])
      expect(intentOf(q), q).toBe('batch_line')
  })
})

describe('a rank asked beside the total of the scale (issue 31)', () => {
  it('reads the rank, the total only saying which scale', () => {
    for (const q of [
      '上海498分排多少名，满分660的',
      '孩子上海考了530，总分660那种，位次大概多少',
      '上海 510 排名 总分660',
      '上海总分660我考515能排第几啊',
      '上海520分牌位多少 满分660',
    ])
      expect(intentOf(q), q).toBe('score_to_rank')
    expect(intentOf('上海高考总分是多少')).toBe('concept_total_score')
  })
})

describe('a group’s line named by its 选科 or by what it is not (issue 31)', () => {
  it('answers the line, not the 选科 or a special plan', () => {
    for (const q of [
      '郑州大学2025年在河南物理类再选化学的组最低分多少',
      '想了解一下郑大去年在河南选考不限那个组的投档分和位次',
      '郑大 河南 2025 选考化学组 最低位次',
      '郑大河南物理类非中外合作的专业最低分多少嘛',
      '郑州大学河南2025不要专项计划的最低为次',
    ])
      expect(intentOf(q), q).toBe('admission_history')
    expect(intentOf('郑州大学在河南有中外合作吗')).toBe('special_plan')
  })
})

describe('a table asked by its number of places (issue 31)', () => {
  it('reads the one province with that many places and a score said before 志愿', () => {
    for (const q of [
      '80个志愿我610分怎么排比较好',
      '孩子考了598，80个平行志愿冲稳保怎么分配',
      '80志愿 605分 怎么排',
      '我600分80个志愿咋个排嘛',
      '80个志原我590分如何分配',
    ])
      expect(read(q).e.province?.shortName, q).toBe('浙江')
    // 96 places: 山东 and 河北 both have it, so neither is read
    expect(read('96个志愿我610分怎么排').e.province).toBeNull()
    expect(read('浙江 602 志愿 冲稳保 分配').e.score).toBe(602)
    expect(intentOf('浙江 602 志愿 冲稳保 分配')).toBe('auto_table')
    // a count of places is never a score
    expect(read('山东96志愿怎么排').e.score).toBeNull()
  })
})
