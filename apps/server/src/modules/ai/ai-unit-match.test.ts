import { describe, expect, it } from 'vitest'
import { matchUnits } from './ai-unit-match.ts'

const rows = [
  { major_name: '工科试验班(计算机)', plan_type: '普通类' },
  { major_name: '工科试验班(电子信息)', plan_type: '普通类' },
  { major_name: '人文科学试验班(中文与传播)', plan_type: '普通类' },
  { major_name: '计算机科学与技术', plan_type: '普通类' },
  { major_name: '计算机科学与技术(中外合作办学)', plan_type: '中外合作' },
  { major_name: '临床医学', plan_type: '普通类' },
  { major_name: '基础医学', plan_type: '普通类' },
  { major_name: '预防医学', plan_type: '普通类' },
  { major_name: '口腔医学', plan_type: '普通类' },
]
const names = (q: string, school: string[] = []) => matchUnits(rows, q, school).map((r) => r.major_name)

describe('matchUnits: the plan rows a question names, by shared character pairs', () => {
  it('finds a 试验班 from the words students use, typos included', () => {
    expect(names('浙大计算机试验班要选哪几门')).toContain('工科试验班(计算机)')
    expect(names('浙大工科实验班计算机 选考要求')[0]).toBe('工科试验班(计算机)')
    expect(names('人文试验班这几年多少分')).toEqual(['人文科学试验班(中文与传播)'])
  })

  it('reads no row from a year or a length of study: 「2025年」 does not name 口腔医学(5年)', () => {
    const whu = [
      { major_name: '口腔医学(5年)', plan_type: '普通类' },
      { major_name: '临床医学(8年)', plan_type: '普通类' },
      { major_name: '计算机科学与技术', plan_type: '普通类' },
    ]
    const of = (q: string) => matchUnits(whu, q, ['武汉大学']).map((r) => r.major_name)
    expect(of('武汉大学2025年在湖北物理类最低分多少')).toEqual([])
    expect(of('武汉大学25年湖北物理类最低要好多分')).toEqual([])
    expect(of('武汉大学口腔医学2025年最低分')).toEqual(['口腔医学(5年)'])
  })

  it('takes the ordinary row unless the question asks for 中外合作, and the 中外合作 row when it does', () => {
    expect(names('计算机科学与技术学费多少')).toEqual(['计算机科学与技术'])
    expect(names('计算机 中外合作 一年多少钱')).toEqual(['计算机科学与技术(中外合作办学)'])
  })

  it('takes the row of the plan type asked when several rows share the name', () => {
    const hebut = [
      { major_name: '计算机科学与技术', plan_type: '普通类' },
      { major_name: '计算机科学与技术', plan_type: '地方专项' },
      { major_name: '计算机科学与技术(中外合作办学)', plan_type: '中外合作' },
    ]
    const q = '计算机科学与技术 河北工业大学 计算机 中外合作 学费'
    expect(matchUnits(hebut, q, ['河北工业大学']).map((r) => r.major_name)).toEqual(['计算机科学与技术(中外合作办学)'])
    expect(matchUnits(hebut, '计算机科学与技术 地方专项', []).map((r) => r.plan_type)).toEqual(['地方专项'])
  })

  it('does not match on one pair shared by more than three names (医学), nor on the college’s own name', () => {
    expect(names('临床医学选科')).toEqual(['临床医学'])
    expect(names('医学院学费')).toEqual([])
    expect(names('吉林大学招多少人', ['吉林大学'])).toEqual([])
  })
})

describe('the track is not a major', () => {
  it('does not read 物理类 in a question as the row 物理学类', () => {
    const physics = [
      { major_name: '物理学类', plan_type: '普通类' },
      { major_name: '计算机类', plan_type: '普通类' },
    ]
    expect(matchUnits(physics, '武汉大学在湖北物理类的投档线', ['武汉大学'])).toEqual([])
    expect(matchUnits(physics, '武汉大学物理学类在湖北多少分', ['武汉大学']).map((r) => r.major_name)).toEqual(['物理学类'])
  })

  it('takes the 大类 row of the asked major over rows sharing only generic pairs, and not a row the question rules out (issue 31)', () => {
    const hdu = [
      { major_name: '计算机类', plan_type: '普通类' },
      { major_name: '智能科学与技术', plan_type: '普通类' },
      { major_name: '人工智能', plan_type: '普通类' },
    ]
    const q = '计算机科学与技术 〔计算机类〕 杭电计算机2023到2025年在浙江的录取分'
    expect(matchUnits(hdu, q, ['杭电']).map((r) => r.major_name)).toEqual(['计算机类'])
    const dlut = [
      { major_name: '软件工程', plan_type: '普通类' },
      { major_name: '软件工程(创新班)', plan_type: '普通类' },
      { major_name: '计算机类', plan_type: '普通类' },
    ]
    expect(matchUnits(dlut, '软件工程 〔计算机类〕 大连理工大学的软件工程专业（普通班，不是创新班）', []).map((r) => r.major_name)).toEqual(['软件工程'])
  })
})
