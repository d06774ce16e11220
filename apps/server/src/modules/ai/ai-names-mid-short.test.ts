import { describe, expect, it } from 'vitest'
import { buildFuzzy } from './ai-lexicon-fuzzy.ts'
import { nearNames } from './ai-lexicon-near.ts'
import type { Lexicon, LexiconHit, MajorEntry, ProvinceEntry, SchoolEntry } from './ai-lexicon.ts'
import { recognise } from './ai-nlu.ts'
import { intentOf } from './ai-reading.test-kit.ts'

/**
 * ADR 146, in phrasings of our own: a bare name asked of mid-sentence, a four-character college name typed one slip off,
 * a province said before a major that a college's short name begins with.
 */
describe('a bare name in mid-sentence, asked of their choices or chance', () => {
  it('declines after a word asking an opinion, a clause or a word pointing back at them', () => {
    for (const q of [
      '你说孙浩能上郑大吗',
      '我觉得周敏报的那几个志愿有点悬',
      '听说黄磊他妈说他能上浙工大，靠谱吗',
      '河南物理590，你看吴凡这分能上郑大吗',
      '帮我瞧瞧林晓填的学校稳不稳',
      '那个，陈静能不能录啊',
      '郑大和浙工大，冯源报了哪个',
    ])
      expect(intentOf(q), q).toBe('other_user')
  })
  it('never declines the asker’s own question, a college, a place or a word', () => {
    for (const q of [
      '我儿子张浩能上郑大吗',
      '你看我这分能上郑大吗',
      '你说河南580能上郑大吗',
      '我觉得郑大能录',
      '你看高中能上吗',
      '李老师说我能上郑大吗',
      '你看王牌专业能录吗',
      '听说高职能上本科吗',
      '山东物理600，你看浙工大能上吗',
    ])
      expect(intentOf(q), q).not.toBe('other_user')
  })
})

const school = (id: string, name: string, provinceCode: string): SchoolEntry => ({ id, name, provinceCode })
const colleges = [
  school('zju', '浙江大学', '33'),
  school('fdu', '复旦大学', '31'),
  school('lzu', '兰州大学', '62'),
  school('nku', '南开大学', '12'),
  school('sdu', '山东大学', '37'),
  school('sqxy', '商丘学院', '41'),
  school('sqgxy', '商丘工学院', '41'),
  school('shu', '上海大学', '31'),
  school('hbrj', '河北软件职业技术学院', '13'),
  school('jnu', '江南大学', '32'),
]
const province = (id: number, code: string, shortName: string): ProvinceEntry => ({ id, code, name: `${shortName}省`, shortName, slug: code })
const provinces = [province(13, '13', '河北'), province(37, '37', '山东'), province(41, '41', '河南')]
const major = (id: string, name: string): MajorEntry => ({ id, name, level: '本科', category: '工学', subCategory: '计算机类' })
const phrases = new Map<string, LexiconHit>([
  ...colleges.map((s) => [s.name, { kind: 'school', school: s }] as const),
  ...provinces.map((p) => [p.shortName, { kind: 'province', province: p }] as const),
  ['软件工程', { kind: 'major', major: major('se', '软件工程') }],
  ['软件技术', { kind: 'major', major: major('st', '软件技术') }],
])
// the short names the dataset's lexicon derives (河北软件 of 河北软件职业技术学院, 上大 of 上海大学)
phrases.set('河北软件', { kind: 'school', school: colleges.find((s) => s.id === 'hbrj')! })
phrases.set('上大', { kind: 'school', school: colleges.find((s) => s.id === 'shu')! })
const lexicon: Lexicon = {
  phrases,
  maxLength: 10,
  schools: new Map(colleges.map((s) => [s.id, s])),
  provinces,
  fuzzy: buildFuzzy(phrases),
}
const read = (q: string) => recognise(q, lexicon)
const names = (q: string) => read(q).schools.map((s) => s.name)
const slips = (q: string) => nearNames(q, lexicon).map((n) => n.school?.name ?? n.colleges.map((c) => c.name).join('|'))

describe('a four-character college name typed with one slip', () => {
  it('reads the body swapped, typed by sound, a character doubled or one added between, in several voices', () => {
    expect(names('浙了江大学在河南多少分')).toEqual(['浙江大学'])
    expect(names('孩子想报江浙大学，稳吗')).toEqual(['浙江大学'])
    expect(names('我600能上复但大学不')).toEqual(['复旦大学'])
    expect(names('兰州州大学 历史类 最低')).toEqual(['兰州大学'])
    expect(names('南一开大学怎么样')).toEqual(['南开大学'])
  })
  it('takes a character typed twice for the slip over another college one edit away', () => {
    expect(names('商丘丘学院去年多少分')).toEqual(['商丘学院'])
  })
  it('reads no word of a sentence as a slip: a character dropped, one added before the ending, a verb before', () => {
    expect(slips('上大学难不难')).toEqual([])
    expect(slips('山东的大学有哪些')).toEqual([])
    expect(slips('想去个南开大学看看')).toEqual([])
    expect(slips('南开大学怎么样')).toEqual([])
    expect(names('山东的大学有哪些')).toEqual([])
  })
})

describe('a province said before a major', () => {
  it('is the province and the major, not a college whose short name begins with the province', () => {
    for (const q of ['河北软件工程要多少分', '河北 软件工程 多少分', '河北软件技术专科线多少']) {
      const e = read(q)
      expect(e.schools, q).toEqual([])
      expect(e.province?.shortName, q).toBe('河北')
      expect(e.majors.map((m) => m.name).length, q).toBe(1)
    }
  })
  it('reads the college where its name or its short name is typed whole', () => {
    expect(names('河北软件职业技术学院软件技术多少分')).toEqual(['河北软件职业技术学院'])
    expect(names('河北软件 录取线多少')).toEqual(['河北软件职业技术学院'])
  })
})
