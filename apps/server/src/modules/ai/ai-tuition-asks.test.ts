import { describe, expect, it } from 'vitest'
import type { Lexicon, MajorEntry } from './ai-lexicon.ts'
import { feeAsks } from './ai-tuition-asks.ts'
import { asksWholeCourse, courseTotals } from './ai-tuition-total.ts'
import type { FactRow } from './ai-tuition-programmes.ts'

const software: MajorEntry = { id: 'se', name: '软件工程', level: '本科', category: '工学' }
const computing: MajorEntry = { id: 'cs', name: '计算机科学与技术', level: '本科', category: '工学' }
const lexicon = {
  phrases: new Map([
    ['软件工程', { kind: 'major', major: software }],
    ['计算机科学与技术', { kind: 'major', major: computing }],
    ['计算机', { kind: 'major', major: computing }],
  ]),
} as unknown as Lexicon
const asks = (q: string, majors = [software, computing]) => feeAsks(q, majors, lexicon)?.map((a) => [a.text, a.majors.map((m) => m.id)])

describe('fees of several units of one college', () => {
  it('cuts the question into its asks, each with its programme word', () => {
    expect(asks('燕山大学软件工程中外合作一年学费多少？普通的计算机专业学费多少？')).toEqual([
      ['燕山大学软件工程中外合作一年学费多少？', ['se']],
      ['普通的计算机专业学费多少？', ['cs']],
    ])
    // a fee word before a space ends an ask in a terse list (ADR 160)
    expect(asks('燕大 中外合作 软件工程 学费 计算机 学费 河北')).toEqual([
      ['燕大 中外合作 软件工程 学费 ', ['se']],
      ['计算机 学费 ', ['cs']],
    ])
    expect(asks('吉大 物理学中外合作 学费 计算机 学费', [computing])).toEqual([
      ['吉大 物理学中外合作 学费 ', []],
      ['计算机 学费', ['cs']],
    ])
    expect(asks('燕大软件工程(中外合作办学)和计算机学费')).toEqual([
      ['燕大软件工程(中外合作办学)', ['se']],
      ['和计算机学费', ['cs']],
    ])
  })
  it('a programme asked without a major is an ask of its own', () => {
    expect(asks('燕大中外合作一年学费得多少钱啊？普通计算机又多少？俺河北哩', [computing])).toEqual([
      ['燕大中外合作一年学费得多少钱啊？', []],
      ['普通计算机又多少？', ['cs']],
    ])
  })
  it('leaves one unit asked alone', () => {
    expect(asks('燕山大学软件工程中外合作学费多少', [software])).toBeUndefined()
    expect(asks('燕山大学软件工程学费多少', [software])).toBeUndefined()
  })
})

const row = (Major: string, PlanType: string, Tuition: string | null, Years: number | null): FactRow => ({
  SubjectType: '物理类',
  MajorGroup: null,
  Major,
  PlanType,
  Seats: 30,
  Tuition,
  Years,
  Requirement: null,
  Notes: null,
})

describe('the fee over the whole course', () => {
  it('is read from 一共, 读完, N年下来', () => {
    for (const q of ['四年一共多少学费', '读完要多少钱', '4年下来学费多少', '五年的学费一共多少']) expect(asksWholeCourse(q), q).toBe(true)
    for (const q of ['一年学费多少', '学费多少', '学制几年']) expect(asksWholeCourse(q), q).toBe(false)
  })
  it('multiplies each row’s yearly fee by its 学制, said as computed, and never a fee in 万元', () => {
    const t = courseTotals('四年一共多少', [row('软件工程(中外合作办学)', '中外合作', '72000元/年', 4), row('临床医学', '普通类', '5390元/年', 5)])
    expect(t).toContain('72000元/年 × 4年 = **288000元**')
    expect(t).toContain('5390元/年 × 5年 = **26950元**')
    expect(t).toContain('计算得出')
    expect(courseTotals('四年一共多少', [row('会计学', '普通类', '约7.2万元/年（该省计划按万元记）', 4)])).toBeNull()
    expect(courseTotals('一年多少', [row('会计学', '普通类', '5000元/年', 4)])).toBeNull()
  })
  it('says a programme the plan prints as free costs no tuition over the course, never 0 × 学制 (ADR 170)', () => {
    const t = courseTotals('四年一共多少', [row('林学', '普通类', '免费', 4)])
    expect(t).toContain('林学：招生计划写明免费，4年学制**不收学费**')
    expect(t).not.toContain('0元')
  })
})
