import { describe, expect, it } from 'vitest'
import { buildFuzzy } from './ai-lexicon-fuzzy.ts'
import type { Lexicon, LexiconHit } from './ai-lexicon.ts'
import { recognise } from './ai-nlu.ts'
import { fixTypos } from './ai-typos.ts'

const empty: Lexicon = { phrases: new Map(), maxLength: 2, schools: new Map(), provinces: [] }

describe('recognise: Holland types named in words', () => {
  it('reads the type names in the order the question gives them, 事务型 as C', () => {
    expect(recognise('我是社会型和研究型的人，适合什么职业', empty).holland).toBe('SI')
    expect(recognise('事务型适合什么工作', empty).holland).toBe('C')
    expect(recognise('艺术型、现实型、企业型、常规型都有一点', empty).holland).toBe('ARE')
  })
  it('prefers letters written out and finds nothing in a question without a type', () => {
    expect(recognise('霍兰德代码RIA适合哪些专业', empty).holland).toBe('RIA')
    expect(recognise('南京大学怎么样', empty).holland).toBeNull()
  })
})

describe('recognise: scores however they are written', () => {
  const score = (q: string) => recognise(q, empty).score
  it('reads estimates, ranges, full-width digits and Chinese numerals', () => {
    expect(score('估分560左右')).toBe(560)
    expect(score('模考580，明年能上什么')).toBe(580)
    expect(score('大概能考五百六十分')).toBe(560)
    expect(score('考了五百八')).toBe(580)
    expect(score('５６０分')).toBe(560)
    expect(recognise('560-570能上什么', empty)).toMatchObject({ score: 560, scoreRange: [560, 570] })
  })
  it('does not read 800字, 第2志愿, a year, a rank or 985 as a score', () => {
    expect(score('帮我写一篇800字的作文')).toBeNull()
    expect(score('第2志愿填什么')).toBeNull()
    expect(score('2025年河南的本科线')).toBeNull()
    expect(score('位次是800能上什么')).toBeNull()
    expect(score('985能上吗')).toBeNull()
  })
})

describe('recognise: a line the question quotes is a premise, not the candidate’s score', () => {
  const read = (q: string) => {
    const e = recognise(q, empty)
    return [e.score, e.quotedLine]
  }
  it('takes 最低/才/投档线 numbers as the quoted line and leaves the score to the candidate', () => {
    expect(read('华工最低597 我稳吗')).toEqual([null, 597])
    expect(read('南大去年才648，我这分够了吧')).toEqual([null, 648])
    expect(read('西南交大2025最低585分，我能上吗')).toEqual([null, 585])
    expect(read('郑大投档线是593，我600稳吗')).toEqual([600, 593])
  })
  it('keeps the candidate’s own number a score (我才580, 今年580)', () => {
    expect(read('我才580能上郑大吗')).toEqual([580, null])
    expect(read('今年580能上什么')).toEqual([580, null])
    expect(read('我最低能考580')).toEqual([580, null])
  })
})

describe('recognise: a long message with several numbers, only one of them the score (dev v28)', () => {
  const read = (q: string) => {
    const e = recognise(q, empty)
    return [e.score, e.quotedLine]
  }
  it('takes the estimate over school exam results, and the latest result when there is no estimate', () => {
    expect(read('一模583，二模601，级排四十几名，班主任说正常发挥有610分。华工有个组才597分就投档，610报华工稳吗')).toEqual([610, 597])
    expect(read('一模580，二模595，能上什么学校')).toEqual([595, null])
    expect(read('期末570几，十月份调研考了613，老师说高考稳定在600分左右。海南满分750的话，600分能排多少名？')[0]).toBe(600)
  })
  it('reads no score from subject scores, school ranks or mock results when the saved score is pointed to', () => {
    expect(read('这次模考总分我已经录进去了，另外语文118、数学102，年级排名三百多，安徽大学有可能吗')).toEqual([null, null])
    expect(read('期中576，上次市质检589。朋友说厦门大学588就能进，孩子的分我已经在这里存了，报厦大有把握吗')).toEqual([null, 588])
    expect(read('厦大 福建历史 588 我存的分 够吗')).toEqual([null, 588])
    expect(recognise('孩子在南开区读高三，区里排两千多，想问天津的本科线', empty).rank).toBeNull()
  })
  it('never takes a mock result as a quoted line', () => {
    expect(read('孩子高考考了470，模考的时候最好考过512，听人说本科线是485')[1]).not.toBe(512)
  })
})

describe('recognise: slips of a pinyin keyboard', () => {
  const provinces = [
    { id: 44, code: '44', name: '广东省', shortName: '广东', slug: 'guangdong' },
    { id: 11, code: '11', name: '北京市', shortName: '北京', slug: 'beijing' },
    { id: 54, code: '54', name: '西藏自治区', shortName: '西藏', slug: 'xizang' },
  ]
  const zzu = { id: '10459', name: '郑州大学', provinceCode: '41' }
  const nott = { id: '16301', name: '宁波诺丁汉大学', provinceCode: '33' }
  const clinical = { id: '100201K', name: '临床医学', level: '本科', category: '医学' }
  const phrases = new Map<string, LexiconHit>([
    ...provinces.flatMap((p) => [
      [p.name, { kind: 'province', province: p }] as [string, LexiconHit],
      [p.shortName, { kind: 'province', province: p }] as [string, LexiconHit],
    ]),
    ['郑州大学', { kind: 'school', school: zzu }],
    ['宁波诺丁汉大学', { kind: 'school', school: nott }],
    ['临床医学', { kind: 'major', major: clinical }],
  ])
  const lexicon: Lexicon = { phrases, maxLength: 7, schools: new Map([[zzu.id, zzu]]), provinces, fuzzy: buildFuzzy(phrases) }
  it('finds a province, a college and a major written with a sound-alike or one wrong character', () => {
    expect(recognise('广冬历史类５５０分2026年排名多少', lexicon)).toMatchObject({ province: { shortName: '广东' }, subjectType: '历史类', score: 550 })
    expect(recognise('河南物理能上正州大学吗', lexicon).schools.map((s) => s.name)).toEqual(['郑州大学'])
    expect(recognise('宁波偌丁汉大学学费多少', lexicon).schools.map((s) => s.name)).toEqual(['宁波诺丁汉大学'])
    expect(recognise('林床医学几年制', lexicon).majors.map((m) => m.name)).toEqual(['临床医学'])
    expect(recognise('西臧2026里科本科一批线', lexicon)).toMatchObject({ province: { shortName: '西藏' }, subjectType: '理科' })
  })
  it('reads 物里类 as 物理类 and does not turn other words into places (背景 is not 北京)', () => {
    expect(recognise('河南物里类６００分排多少名', lexicon).subjectType).toBe('物理类')
    expect(recognise('家庭背景一般，学什么好', lexicon).province).toBeNull()
  })
  it('puts domain words right and leaves 能保底 alone', () => {
    expect(fixTypos('帮我一建生成志原表')).toBe('帮我一键生成志愿表')
    expect(fixTypos('华科2026最底606分 投挡线')).toBe('华科2026最低606分 投档线')
    expect(fixTypos('帮我看看能抱那些学校')).toBe('帮我看看能报那些学校')
    expect(fixTypos('河南大学是211')).toBe('河南大学是211')
    expect(fixTypos('南大2026江苏历吏类')).toBe('南大2026江苏历史类')
    expect(fixTypos('能保底吗')).toBe('能保底吗')
  })
})

describe('recognise: a lone 物理 or 历史 beside a province is the track', () => {
  const henan = { id: 41, code: '41', name: '河南省', shortName: '河南', slug: 'henan' }
  const lexicon: Lexicon = {
    phrases: new Map<string, LexiconHit>([['河南', { kind: 'province', province: henan }]]),
    maxLength: 3,
    schools: new Map(),
    provinces: [henan],
  }
  it('reads 河南物理的 and 河南 历史 as tracks, not 物理学 or a question without a province', () => {
    expect(recognise('河南物理的，郑大有戏吗', lexicon).subjectType).toBe('物理类')
    expect(recognise('河南 历史 能上吗', lexicon).subjectType).toBe('历史类')
    expect(recognise('河南物理学专业哪些学校好', lexicon).subjectType).toBeNull()
    expect(recognise('物理不好学什么', lexicon).subjectType).toBeNull()
  })
})
