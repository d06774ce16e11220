import { describe, expect, it } from 'vitest'
import { findProvincePolicy } from '@gk/domain'
import { oldTrackPremise } from './ai-premise-old-track.ts'
import { intentOf, read } from './ai-reading.test-kit.ts'
import { oldModelNote, rowsOfTheModel } from './ai-select-exam-model.ts'

// ADR 153, in phrasings of our own (not the dev sets'): a province's rules and premises in the model of the year asked.
describe('理科/文科 said of a new-model year', () => {
  const premise = (q: string, province: 'henan' | 'zhejiang' | 'hebei', year: number) => {
    const { text, e } = read(q)
    return oldTrackPremise(text.replace(/\s+/g, ''), e, e.province?.shortName ?? '', findProvincePolicy(province, year)!)
  }

  it('is corrected to 物理类 in a 3+1+2 province, 一本 with it, and answered on 物理类', () => {
    const p = premise('俺们河南理科考了575，一本能过不', 'henan', 2026)
    expect(p?.correction).toMatch(/河南自2025年起是3\+1\+2新高考，已经不分文理科，理科对应现在的物理类/)
    expect(p?.correction).toContain('也不再分一本、二本')
    expect(p?.entities.subjectType).toBe('物理类')
    expect(p?.guessed).toBe(false)
  })

  it('文科 is 历史类, and no 一本 is said when none was asked', () => {
    const p = premise('河南文科530分排多少名', 'henan', 2026)
    expect(p?.entities.subjectType).toBe('历史类')
    expect(p?.correction).not.toContain('一本')
  })

  it('is 综合 in a 3+3 province', () => {
    const p = premise('浙江理科610分一本稳吗', 'zhejiang', 2026)
    expect(p?.entities.subjectType).toBe('综合')
    expect(p?.correction).toContain('统一按综合一个科类')
  })

  it('is no premise in a year of the old model, nor when the new track is said', () => {
    expect(premise('河南2024年理科一本线多少', 'henan', 2024)).toBeNull()
    expect(premise('河南物理类560过本科线没', 'henan', 2026)).toBeNull()
  })
})

describe('the count of 志愿 or 专业组 asked with no province', () => {
  it.each(['孩子要填本科批了，一共能报多少个专业组，每组几个专业？', '一个专业组里能填几个专业', '平行志愿最多能填几个'])(
    '「%s」 is the province’s slots (the saved one’s, or asked)',
    (q) => expect(intentOf(q)).toBe('province_filling'),
  )
  it('what a 专业组 is stays the concept', () => expect(intentOf('院校专业组是什么意思')).toBe('concept_major_group'))
  it('a number of 志愿 said is no count asked', () => expect(intentOf('填了48个志愿还是滑档了怎么办')).not.toBe('province_filling'))
})

describe('a 选科 judged by the model of the year applied for', () => {
  const oldRows = [
    { Requirement: '传统理工', SubjectType: '理科' },
    { Requirement: '传统文史', SubjectType: '文科' },
  ]
  it('sets aside a 文理 year’s rows, which state no 选科, for a new-model year', () => {
    const { rows, old } = rowsOfTheModel(oldRows, 2022, 'qinghai', 2026)
    expect(rows).toEqual([])
    expect(old).toEqual({ RowsYear: 2022, ExamModel: '3+1+2', TargetYear: 2026 })
    expect(oldModelNote('天津师范大学', '青海', old!)).toMatch(/只有 \*\*2022年\*\* 的.*不能用来判断/)
  })
  it('keeps an old year’s row written in the new model’s terms', () => {
    const rows = [{ Requirement: '首选物理，再选化学', SubjectType: '理科' }, ...oldRows]
    expect(rowsOfTheModel(rows, 2024, 'shanxi', 2026).rows).toEqual([rows[0]])
  })
  it('leaves rows alone when the year applied for is of the old model too', () => {
    expect(rowsOfTheModel(oldRows, 2022, 'qinghai', 2024)).toEqual({ rows: oldRows, old: null })
    expect(rowsOfTheModel(oldRows, 2022, 'xinjiang', 2026).old).toBeNull()
  })
})

describe('专业组 typed by sound', () => {
  it('专页组 is 专业组, and a count of them asked with no province is the province’s slots', () => {
    expect(read('能填几个院校专页组').text).toContain('院校专业组')
    expect(intentOf('本科批能报几个专叶组 每组几个专业')).toBe('province_filling')
  })
})
