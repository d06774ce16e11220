import { describe, expect, it } from 'vitest'
import { ShortNameIndex } from './short-names.ts'

// Real names and provinces from the MOE list; short forms as 上海's 2025 专科 filing tables print them.
const idx = new ShortNameIndex([
  { id: 'sanda', name: '上海杉达学院', provinceCode: '31' },
  { id: 'jianqiao', name: '上海建桥学院', provinceCode: '31' },
  { id: 'lvyou', name: '上海旅游高等专科学校', provinceCode: '31' },
  { id: 'jiguang', name: '上海济光职业技术学院', provinceCode: '31' },
  { id: 'chengjian', name: '上海城建职业学院', provinceCode: '31' },
  { id: 'gongshang', name: '上海工商职业技术学院', provinceCode: '31' },
  { id: 'gongshangwai', name: '上海工商外国语职业学院', provinceCode: '31' },
  { id: 'shmu', name: '上海海事大学', provinceCode: '31' },
  { id: 'shmvc', name: '上海海事职业技术学院', provinceCode: '31' },
  { id: 'jsmvc', name: '江苏海事职业技术学院', provinceCode: '32' },
  { id: 'kjsh', name: '上海科学技术职业学院', provinceCode: '31' },
  { id: 'kjbj', name: '北京科技职业学院', provinceCode: '11' },
  { id: 'kjhn', name: '湖南科技职业学院', provinceCode: '43' },
  { id: 'daqing', name: '大庆医学高等专科学校', provinceCode: '23' },
  { id: 'tjzd', name: '天津职业大学', provinceCode: '12' },
  { id: 'nuist', name: '南京信息工程大学', provinceCode: '32' },
  { id: 'njcit', name: '南京信息职业技术学院', provinceCode: '32' },
  { id: 'cuhksz', name: '香港中文大学(深圳)', provinceCode: '44' },
  { id: 'sdpec', name: '上海健康医学院', provinceCode: '31' },
  { id: 'lnsh', name: '辽宁石化职业技术学院', provinceCode: '21', level: '专科' },
])

describe('ShortNameIndex', () => {
  it.each([
    ['上海杉达', '31', 'sanda'], // ending left off
    ['建桥学院', '31', 'jianqiao'], // province left off
    ['旅游高专', '31', 'lvyou'], // 高专 = 高等专科学校
    ['济光职院', '31', 'jiguang'], // 职院 = 职业技术学院
    ['城建职院', '31', 'chengjian'], // 职院 = 职业学院
    ['工商职院', '31', 'gongshang'], // 工商外国语职业学院 is not 工商 + an ending
    ['海事职院', '31', 'shmvc'], // the exam province's school wins
    ['海事职院', '32', 'jsmvc'],
    ['大庆医专', '31', 'daqing'], // no 上海 candidate: unique nationally
    ['天津职大', '31', 'tjzd'],
    ['健康医学', '31', 'sdpec'],
  ])('%s in %s → %s', (short, province, id) => {
    expect(idx.match(short, province)).toMatchObject({ id })
  })

  it('leaves a short name two schools of the province could mean unmatched', () => {
    expect(idx.match('上海海事', '31')).toEqual({ ambiguous: ['上海海事大学', '上海海事职业技术学院'] })
  })

  it('counts every school whose name starts with a plain short name, not only the ones it abbreviates by an ending', () => {
    // 南京信息 is usually 南京信息工程大学 in a 本科 batch; "starts with" keeps it from being taken as the 职业技术学院.
    expect(idx.match('南京信息', '31')).toEqual({ ambiguous: ['南京信息工程大学', '南京信息职业技术学院'] })
    expect(idx.match('香港中文大学', '31')).toBeNull()
  })

  it('never resolves a 本科 batch row to a 专科 school', () => {
    expect(idx.match('辽宁石化', '31', true)).toMatchObject({ id: 'lnsh' })
    expect(idx.match('辽宁石化', '31', false)).toBeNull()
    expect(idx.match('辽宁石化', '31', null)).toMatchObject({ id: 'lnsh' })
  })

  it('does not guess among other provinces when the exam province has no candidate', () => {
    // 上海's 科技职院 is 上海科学技术职业学院, which no ending rule reaches; the others must not be taken.
    expect(idx.match('科技职院', '31')).toEqual({ ambiguous: ['北京科技职业学院', '湖南科技职业学院'] })
  })

  it('ignores names that are neither a short form nor long enough to be one', () => {
    expect(idx.match('出版高专', '31')).toBeNull()
    expect(idx.match('上', '31')).toBeNull()
  })
})

// Short forms as 上海's 本科 tables print them; real names, provinces and levels from the MOE list.
const bk = new ShortNameIndex([
  { id: 'ecnu', name: '华东师范大学', provinceCode: '31', level: '本科' },
  { id: 'ecust', name: '华东理工大学', provinceCode: '31', level: '本科' },
  { id: 'shnu', name: '上海师范大学', provinceCode: '31', level: '本科' },
  { id: 'shnutc', name: '上海师范大学天华学院', provinceCode: '31', level: '本科' },
  { id: 'shou', name: '上海海洋大学', provinceCode: '31', level: '本科' },
  { id: 'shmu', name: '上海海事大学', provinceCode: '31', level: '本科' },
  { id: 'hainanmu', name: '海南医科大学', provinceCode: '46', level: '本科' },
  { id: 'cqmu', name: '重庆医科大学', provinceCode: '50', level: '本科' },
  { id: 'cqyz', name: '重庆医药高等专科学校', provinceCode: '50', level: '专科' },
  { id: 'zcmu', name: '浙江中医药大学', provinceCode: '33', level: '本科' },
  { id: 'zcmubj', name: '浙江中医药大学滨江学院', provinceCode: '33', level: '本科' },
  { id: 'whgc', name: '武汉工程大学', provinceCode: '42', level: '本科' },
  { id: 'whgcyd', name: '武汉工程大学邮电与信息工程学院', provinceCode: '42', level: '本科' },
  { id: 'whgckj', name: '武汉工程科技学院', provinceCode: '42', level: '本科' },
  { id: 'lnpu', name: '辽宁石油化工大学', provinceCode: '21', level: '本科' },
  { id: 'lnsh', name: '辽宁石化职业技术学院', provinceCode: '21', level: '专科' },
  { id: 'cuhksz', name: '香港中文大学（深圳）', provinceCode: '44', level: '本科' },
  { id: 'tjzs', name: '天津职业技术师范大学', provinceCode: '12', level: '本科' },
])

describe('ShortNameIndex on contracted 本科 forms', () => {
  it.each([
    ['华东师大', 'ecnu'], // a contraction, the exam province's school
    ['上海师大', 'shnu'], // 上海师范大学天华学院 is four characters longer (its own form is 上师天华)
    ['重庆医大', 'cqmu'], // no 上海 school fits: the one school nationally
    ['浙江中医', 'zcmu'], // a university and a college named after it: the university
    ['辽宁石化', 'lnpu'], // the 专科 school that starts with it is out for a 本科 row: read as a contraction
  ])('%s in a 上海 本科 row → %s', (short, id) => {
    expect(bk.match(short, '31', false)).toMatchObject({ id })
  })

  it('leaves a contraction two schools of the exam province fit unmatched, without looking further', () => {
    expect(bk.match('上海海大', '31', false)).toEqual({ ambiguous: ['上海海事大学', '上海海洋大学'] })
  })

  it('reads no name longer than four characters as a contraction', () => {
    expect(bk.match('香港中文大学', '22', null)).toBeNull()
    expect(bk.match('天津职业大学', '13', false)).toBeNull()
  })

  it('takes no parent when a candidate is not named after it', () => {
    expect(bk.match('武汉工程', '31', false)).toEqual({ ambiguous: ['武汉工程大学', '武汉工程大学邮电与信息工程学院', '武汉工程科技学院'] })
  })
})
