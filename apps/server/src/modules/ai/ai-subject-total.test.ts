import { describe, expect, it } from 'vitest'
import { sumSubjectScores } from './ai-subject-total.ts'

describe('a total said as its subjects', () => {
  it('sums a list of subjects’ marks into one total, in any spacing or short form', () => {
    expect(sumSubjectScores('湖北物理类 语文110，数学132，英语121，物理85，化学78，生物80 排多少名')).toBe('湖北物理类 总分606分 排多少名')
    expect(sumSubjectScores('语 101 数 99 英 117 史 70 政 75 地 68 位次')).toBe('总分530分 位次')
    expect(sumSubjectScores('物理90、化学88和生物91，加上语数外一共多少')).toBe('总分269分，加上语数外一共多少')
  })
  it('leaves one subject’s mark, two marks, or numbers that are no marks as they are', () => {
    expect(sumSubjectScores('数学120能报数学系吗')).toBe('数学120能报数学系吗')
    expect(sumSubjectScores('语文130数学140，总分多少看不出来')).toBe('语文130数学140，总分多少看不出来')
    expect(sumSubjectScores('物理类600 化学类 生物类')).toBe('物理类600 化学类 生物类')
    expect(sumSubjectScores('语文120 数学620 英语130')).toBe('语文120 数学620 英语130')
  })
  it('does not join marks said in different sentences', () => {
    expect(sumSubjectScores('语文120。后来问了数学老师，数学110分。英语115')).toBe('语文120。后来问了数学老师，数学110分。英语115')
  })
})
