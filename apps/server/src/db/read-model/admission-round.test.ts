import { describe, expect, it } from 'vitest'
import { batchWithRound, laterRoundOf } from './admission-round.ts'

const row = (batch: string, major_group: string | null = null, major_name: string | null = null) => ({ batch, major_group, major_name })

describe('laterRoundOf', () => {
  it('finds the solicitation round wherever the source writes it', () => {
    expect(laterRoundOf(row('普通类专科批次征求志愿', '05专业组(不限)'))).toBe('征求')
    expect(laterRoundOf(row('本科批', '本科批第1次征集'))).toBe('征集')
    expect(laterRoundOf(row('本科批', '本科批降分投档'))).toBe('降分')
    expect(laterRoundOf(row('高职专科批', '第一次征集志愿 101 第101组'))).toBe('征集')
    expect(laterRoundOf(row('高职高专', '第二次填报/院校统计/7N792'))).toBe('第二次填报')
    expect(laterRoundOf(row('本科一批', null, '环境工程（征集）'))).toBe('征集')
  })

  it('leaves the main round alone', () => {
    expect(laterRoundOf(row('普通类专科批次平行志愿', '05专业组(不限)'))).toBeNull()
    expect(laterRoundOf(row('本科批', '本科批平行志愿'))).toBeNull()
    expect(laterRoundOf(row('高职专科批', '第一次投档 101 第101组'))).toBeNull()
    expect(laterRoundOf(row('高职高专', '第一次填报/院校统计/7N792'))).toBeNull()
    expect(laterRoundOf(row('专科批', '第101组'))).toBeNull()
  })
})

describe('batchWithRound', () => {
  it('names a round marked only in the group or major wording after the batch', () => {
    expect(batchWithRound(row('本科批', '本科批第1次征集'))).toBe('本科批（第1次征集）')
    expect(batchWithRound(row('本科批', '本科批降分投档'))).toBe('本科批（降分投档）')
    expect(batchWithRound(row('高职专科批', '第二次征集志愿 101 第101组'))).toBe('高职专科批（第二次征集志愿）')
    expect(batchWithRound(row('本科一批', null, '环境工程（征集）'))).toBe('本科一批（征集）')
  })

  it('leaves a batch that already says so, and the main round, as they are', () => {
    expect(batchWithRound(row('普通类专科批次征求志愿', '05专业组(不限)'))).toBe('普通类专科批次征求志愿')
    expect(batchWithRound(row('本科批', '本科批平行志愿'))).toBe('本科批')
  })
})
