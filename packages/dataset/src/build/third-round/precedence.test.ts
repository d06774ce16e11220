import { describe, expect, it } from 'vitest'
import { applyPrecedence, unitKey } from './precedence.ts'

const group = (source: string, quality: string, g: string, score: number) => ({
  province_code: '44',
  year: 2025,
  subject_type: '物理类',
  unit_level: 'major-group',
  institution_id: '4111010001',
  institution_name: '北京大学',
  major_group: g,
  min_score: score,
  source_id: source,
  quality,
})
const NEW = new Set(['zhiqu'])

describe('precedence between sources of the same unit', () => {
  it('sees "206专业组", "第206组" and "206" as one group', () => {
    expect(unitKey(group('a', 'official', '206专业组', 1))).toBe(unitKey(group('b', 'official', '206', 1)))
    expect(unitKey(group('a', 'official', '第06组', 1))).toBe(unitKey(group('b', 'official', '6', 1)))
    expect(unitKey(group('a', 'official', '206', 1))).not.toBe(unitKey(group('b', 'official', '207', 1)))
  })

  it('keeps 北京大学医学部 group 205 apart from 北京大学 group 205 (one institution id, two printed schools)', () => {
    const med = { ...group('gaokao-zhiyuan-site', 'official', '205专业组', 667), institution_name: '北京大学医学部' }
    const pku = { ...group('zhiqu', 'third-party', '205', 690), institution_name: '北京大学' }
    expect(unitKey(med)).not.toBe(unitKey(pku))
    expect(unitKey(pku)).toBe(unitKey({ ...pku, institution_name: '北京大学 ' }))
    expect(applyPrecedence([med, pku], NEW).rows).toHaveLength(2)
  })

  it('official beats third-party, whichever came first', () => {
    const out = applyPrecedence([group('zhiqu', 'third-party', '206', 500), group('gaokao-zhiyuan-site', 'official', '206专业组', 501)], NEW)
    expect(out.rows.map((r) => r.source_id)).toEqual(['gaokao-zhiyuan-site'])
    expect(out.dropped.get('zhiqu')).toBe(1)
    const rev = applyPrecedence([group('zhiqu', 'official', '206', 500), group('gaokao-zhiyuan-site', 'third-party', '206专业组', 501)], NEW)
    expect(rev.rows.map((r) => r.source_id)).toEqual(['zhiqu'])
  })

  it('on equal quality the source already in the dataset stays; new units of the new source are added', () => {
    const out = applyPrecedence(
      [group('zjgk', 'third-party', '206', 500), group('zhiqu', 'third-party', '206', 500), group('zhiqu', 'third-party', '207', 490)],
      NEW,
    )
    expect(out.rows.map((r) => `${String(r.source_id)} ${String(r.major_group)}`)).toEqual(['zjgk 206', 'zhiqu 207'])
  })

  it('never drops rows of one source against each other, nor touches units no new source has', () => {
    const campus = { ...group('zhiqu', 'third-party', '', 500), unit_level: 'major', major_name: '临床医学(威海)', provincial_code: '0378', major_code: '01' }
    const out = applyPrecedence([campus, { ...campus, min_score: 480 }, group('a', 'official', '301', 1), group('b', 'third-party', '301', 2)], NEW)
    expect(out.rows).toHaveLength(4)
  })

  it('majors match on provincial school code + major code where both sources have them', () => {
    const major = (source: string, name: string) => ({
      province_code: '33',
      year: 2025,
      subject_type: '综合',
      unit_level: 'major',
      institution_id: '4133010335',
      provincial_code: '0001',
      major_code: '002',
      major_name: name,
      source_id: source,
      quality: 'third-party',
    })
    const out = applyPrecedence([major('zjgk-volunteer', '新闻传播学类'), major('zhiqu', '新闻传播学类（含智能与国际传播创新班）')], NEW)
    expect(out.rows.map((r) => r.source_id)).toEqual(['zjgk-volunteer'])
  })
})
