import { describe, expect, it } from 'vitest'
import type { Row } from '../write-tables.ts'
import { campusOf, separateSameNameMajors } from './same-name-majors.ts'

const major = (name: string, extra: Partial<Row> = {}): Row => ({
  source_id: 'zhiqu',
  province_code: '37',
  year: 2026,
  subject_type: '综合',
  batch: '普通类常规批第1次志愿',
  unit_level: 'major',
  institution_id: '4113010080',
  institution_name: '河北工业大学',
  provincial_code: 'A080',
  major_group: null,
  major_name: name,
  min_score: null,
  min_rank: null,
  ...extra,
})
const official = new Map([
  ['4113010080', '河北工业大学'],
  ['4111010054', '华北电力大学'],
  ['4111010414', '中国石油大学(北京)'],
])

describe('same-name programmes of one school (ADR 051)', () => {
  it('reads the campus a printed name adds, never a part of the official name or a plan remark', () => {
    expect(campusOf('华北电力大学（保定）', '华北电力大学')).toBe('保定')
    expect(campusOf('北京师范大学(珠海校区)', '北京师范大学')).toBe('珠海校区')
    expect(campusOf('中国石油大学(北京)', '中国石油大学(北京)')).toBeNull()
    expect(campusOf('华北电力大学(保定)(国家专项)', '华北电力大学')).toBe('保定')
    expect(campusOf('河北工业大学(国家专项)', '河北工业大学')).toBeNull()
  })

  it('numbers the less selective listings of one name under one 院校代码, and leaves exact repeats and other codes', () => {
    const a = major('电气工程及其自动化', { min_rank: 32400, min_score: 597 })
    const b = major('电气工程及其自动化', { min_rank: 12552, min_score: 628 })
    const c = major('能源与动力工程', { min_rank: 19887 })
    const d = major('能源与动力工程', { min_rank: 19887 })
    const e = major('能源与动力工程', { provincial_code: 'A081', min_rank: 40000 })
    const r = separateSameNameMajors([a, b, c, d, e], official)
    expect(r).toEqual({ campus: 0, copies: 1 })
    expect([a.major_name, b.major_name, c.major_name, e.major_name]).toEqual([
      '电气工程及其自动化（同名专业2）',
      '电气工程及其自动化',
      '能源与动力工程',
      '能源与动力工程',
    ])
  })

  it('names a campus major with its campus (华北电力大学(保定) 河南 2025)', () => {
    const bd = major('电气工程及其自动化', {
      province_code: '41',
      institution_id: '4111010054',
      institution_name: '华北电力大学（保定）',
      provincial_code: '1200',
    })
    const bj = major('电气工程及其自动化', { province_code: '41', institution_id: '4111010054', institution_name: '华北电力大学', provincial_code: '1220' })
    expect(separateSameNameMajors([bd, bj], official)).toEqual({ campus: 1, copies: 0 })
    expect([bd.major_name, bj.major_name]).toEqual(['电气工程及其自动化(保定)', '电气工程及其自动化'])
  })
})
