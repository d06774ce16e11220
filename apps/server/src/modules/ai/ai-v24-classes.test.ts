import { describe, expect, it } from 'vitest'
import type { Rules } from './ai-answers-rules.ts'
import { YEAR_COMPARED } from './ai-carry-over.ts'
import { changesOnly } from './ai-follow-up-changes.ts'
import { lowestOfEarlierLines } from './ai-follow-up-lowest.ts'
import { unitAsked } from './ai-follow-up.ts'
import type { Entities } from './ai-nlu.ts'
import { intentOf, lexicon, read, schools } from './ai-reading.test-kit.ts'
import { statedModeVerdict, statedSlotsVerdict } from './ai-stated-slots.ts'
import { crossTrackAsked } from './ai-track-cross.ts'
import { APPLY } from './ai-intent-patterns.ts'
import { cityPremise } from './ai-premise-city.ts'
import { listedColleges } from './ai-listed-names.ts'
import { withoutSubjectWords } from './ai-subjects-read.ts'

// ADR 159, in phrasings of our own (not holdout v24's): the classes behind v24's failing families.
const ent = (over: Partial<Entities>) => ({ schools: [], majors: [], score: null, rank: null, year: null, subjectType: null, ...over }) as unknown as Entities

describe('the order of the 志愿 asked (平行志愿: 冲 first, 保 last)', () => {
  it.each([
    '保底的学校填第一个志愿是不是稳妥些',
    '我打算把最有把握的那所排在第一，冲的学校往后放',
    '保底学校摆在最前头行不行',
    '冲的放后面，保的放第1个，可以吧',
  ])('「%s」 is the order rule', (q) => expect(intentOf(q)).toBe('concept_order'))
  it('leaves how many 保底 to fill and a college’s chance', () => {
    expect(intentOf('保底学校填几个合适')).not.toBe('concept_order')
    expect(intentOf('河南物理类580分，郑州大学能当保底吗')).not.toBe('concept_order')
  })
})

describe('the other track’s groups asked by a 3+1+2 candidate', () => {
  it.each([
    ['我是首选物理的，能填历史类的法学组吗', { own: '物理', asked: '历史' }],
    ['选的是历史，物理类那边的电子信息专业组可以报不', { own: '历史', asked: '物理' }],
    ['历史+政治+生物，能不能报物理类的组', { own: '历史', asked: '物理' }],
  ])('「%s」', (q, want) => {
    expect(crossTrackAsked(q)).toEqual(want)
    expect(intentOf(q)).toBe('track_cross')
  })
  it('is no such question when one track is asked, or both only named', () => {
    expect(crossTrackAsked('河南物理类本科线多少，历史类呢')).toBeNull()
    expect(crossTrackAsked('物理类和历史类哪个好报')).toBeNull()
    expect(crossTrackAsked('我物理类580分能报郑大吗')).toBeNull()
  })
})

describe('a filling mode stated and put up to be checked', () => {
  const batch = (Name: string, MaxWishes: number, MaxMajorsPerWish: number) => ({
    Name,
    MaxWishes,
    MaxMajorsPerWish,
    HasAdjustment: MaxMajorsPerWish > 1,
    IsUnverified: false,
  })
  const groups = { ProvinceName: '湖南', Year: 2027, FillingModeName: '院校专业组', Batches: [batch('本科批', 45, 6)] } as Rules
  const perMajor = { ProvinceName: '河北', Year: 2027, FillingModeName: '专业+院校', Batches: [batch('本科批', 96, 1)] } as Rules
  it('is corrected with the province’s own mode', () => {
    expect(statedModeVerdict('湖南是不是专业加院校，一个专业配一个学校那种？', groups)).toMatch(/^不是：湖南2027年志愿按“院校专业组”填报/)
    expect(statedModeVerdict('河北本科批填45个专业组，每组6个专业，对吧', perMajor)).toMatch(/^不是：河北2027年志愿按“专业（类）\+院校”/)
  })
  it('is left when it is the province’s own, or only asked', () => {
    expect(statedModeVerdict('河北是专业+院校模式吧', perMajor)).toBeNull()
    expect(statedModeVerdict('湖南能填几个专业组', groups)).toBeNull()
  })
  it('reads a count said as 可以填N个 or N个专业+院校', () => {
    expect(statedSlotsVerdict('湖南本科批可以填96个？', groups)).toMatch(/^不对：[^\n]*45 个志愿，不是 96 个/)
    expect(statedSlotsVerdict('湖南 本科批 96个专业+院校？', groups)).toMatch(/不是 96 个/)
  })
  it('reads the mode named by its unit as the filling mode asked, 专业租 typed', () => {
    expect(intentOf('河北本科批 45个专业+院校？')).toBe('province_filling')
    expect(read('河北本科批填45个院校专业租每组6个专业对不').text).toContain('专业组每组')
  })
})

describe('follow-ups that carry the earlier turn', () => {
  it('read a year compared with', () => {
    for (const q of ['比2025年高了还是低了', '跟去年比涨了没', '和2024年相比呢', '对比2025']) expect(YEAR_COMPARED.test(q), q).toBe(true)
    expect(YEAR_COMPARED.test('2025年的呢')).toBe(false)
  })
  it('ask both tracks again when the earlier batch line named both', () => {
    expect(unitAsked('跟2025年比呢', 'batch_line', ['河南2026年本科线物理类和历史类各多少'], () => false)).toContain('物理类和历史类')
    expect(unitAsked('物理类跟2025年比呢', 'batch_line', ['河南2026年本科线物理类和历史类各多少'], () => false)).not.toContain('物理类和历史类')
  })
  it('read a track alone, with words of whose it is, as the one change', () => {
    const c = changesOnly('历史类那边的分数线又是多少？我表妹是学历史的', lexicon)
    expect(c?.track).toBe('历史类')
    expect(c?.trackAlone).toBe(true)
    expect(changesOnly('那历史类的呢，位次多少', lexicon)?.trackAlone).toBe(true)
  })
  it('ask the lowest line’s rank of the college the earlier turn listed', () => {
    const earlier = [{ intent: { id: 'admission_history' }, said: ent({ schools: [schools[0]!], year: 2026 }) }]
    const r = lowestOfEarlierLines('最低那个组的分数对应全省多少名', ent({}), () => earlier)
    expect(r?.intent.id).toBe('admission_history')
    expect(r?.entities.schools[0]?.name).toBe('郑州大学')
    expect(r?.entities.year).toBe(2026)
    // a score of one's own, or an earlier chance, is not that
    expect(lowestOfEarlierLines('最低那个组，我600分排多少名', ent({ score: 600 }), () => earlier)).toBeNull()
    expect(lowestOfEarlierLines('最低那个组多少名', ent({}), () => [{ ...earlier[0]!, intent: { id: 'admission_chance' } }])).toBeNull()
  })
})

describe('the saved score and the candidate’s words', () => {
  it('asks the saved score’s rank beside a wrong full mark', () => {
    expect(intentOf('上海满分750对吧？孩子的分数已经填了，这个分数排名大概多少')).toBe('score_to_rank')
    expect(intentOf('上海满分是750吧？我这个分排多少')).toBe('score_to_rank')
    expect(intentOf('上海满分750吗')).toBe('concept_total_score')
  })
  it('reads 念个啥大学 as a list asked, and 报不了 as whether one may apply', () => {
    expect(intentOf('河南物理类538，能念个啥大学')).toBe('recommend_schools')
    for (const q of ['临床是不是报不了', '护理总归好报吧', '能报吗']) expect(APPLY.test(q), q).toBe(true)
    expect(APPLY.test('报了几个')).toBe(false)
  })
})

// ADR 160: a subject said not studied (没学化学) is no subject chosen, as 没选化学 already was
describe('a subject said not studied is left out of the 选科', () => {
  it.each([
    ['孩子物理生物地理，没学化学，能报临床医学吗', ['physics', 'biology', 'geography']],
    ['物理、政治、地理，没学过生物', ['physics', 'politics', 'geography']],
  ])('「%s」', (q, want) => expect([...read(q).e.subjects].sort()).toEqual([...want].sort()))
})

// ADR 162, in phrasings of our own (not holdout v25's): the classes behind v25's failing rank, follow-up and premise families.
describe('the 一段 of 一分一段 is no batch', () => {
  it.each(['按今年河南的一分一段，我这个分大概排第几名？', '对着一分一段表，孩子这分排多少名', '一分一段 我的分 位次'])('「%s」 asks the rank', (q) =>
    expect(intentOf(q)).toBe('score_to_rank'),
  )
  it('leaves the 一段线 asked', () => expect(intentOf('河南 一段线 多少')).toBe('batch_line'))
})

describe('a full mark said after 总分 beside the score', () => {
  it.each([
    ['上海高考总分是750吧？我一模折算下来520，排多少名', 520],
    ['海南总分应该是750分，她估分540左右', 540],
  ])('「%s」 reads the score, not the full mark', (q, want) => expect(read(q).e.score).toBe(want))
  it('keeps a lone number after 总分 (the premise checks it)', () => expect(read('上海总分750').e.score).toBe(750))
})

describe('the year one sits the exam in, beside the year asked', () => {
  it.each(['孩子2027年参加高考，请问2026年河南理科一本线多少', '我们2027届的，2026年河南二本线多少'])('「%s」 asks 2026', (q) => {
    expect(read(q).e.year).toBe(2026)
    expect(read(q).e.years).toEqual([2026])
  })
  it('keeps it when it is the only year', () => expect(read('我2027届的，河南本科线多少').e.year).toBe(2027))
})

describe('a line just given, its rank asked', () => {
  const earlier = [{ intent: { id: 'admission_history' }, said: ent({ schools: [schools[0]!], year: 2026 }) }]
  it.each(['那这个分大概是全省多少名', '这个分数对应的位次是多少', '对应位次', '那这分搁全省得排多少名'])('「%s」 is that line again', (q) =>
    expect(lowestOfEarlierLines(q, ent({}), () => earlier)?.intent.id).toBe('admission_history'),
  )
  it('leaves the candidate’s own score', () => {
    expect(lowestOfEarlierLines('那我这个分排多少名', ent({}), () => earlier)).toBeNull()
    expect(lowestOfEarlierLines('我存的那个分数排多少名', ent({}), () => earlier)).toBeNull()
  })
})

describe('a college put in a city it is not in', () => {
  // the institutions row as the data has it: 郑州大学 in 郑州市, no campus elsewhere
  const ctx = { db: { query: async () => [{ city: '郑州市', address: '郑州市高新区科学大道100号', campus_cities: null }] } } as unknown as Parameters<
    typeof cityPremise
  >[0]
  const premise = (q: string) => cityPremise(ctx, q, read(q).e, lexicon)
  it.each(['开封的郑州大学今年分数线多少', '想留洛阳，洛阳那个郑大要几分', '郑州大学在开封吧，最低分多少'])('「%s」 is corrected', async (q) =>
    expect(await premise(q)).toMatch(/^更正一下：按本应用的院校数据，郑州大学在河南郑州市，不在(开封|洛阳)/),
  )
  it('leaves the college’s own city, and a city not tied to it', async () => {
    expect(await premise('郑州的郑州大学分数线')).toBeNull()
    expect(await premise('我在开封上高中，郑州大学分数线多少')).toBeNull()
  })
  it('leaves a city of a campus the address names', async () => {
    const campus = { db: { query: async () => [{ city: '郑州市', address: '主校区：郑州市…；开封校区：开封市…', campus_cities: null }] } }
    expect(await cityPremise(campus as unknown as typeof ctx, '开封的郑州大学分数线', read('开封的郑州大学分数线').e, lexicon)).toBeNull()
  })
  it('reads the city before a college’s name as no college of a list', () => {
    const q = '郑州 浙江工业大学 分数线'
    expect(listedColleges(q, read(q).e, null, lexicon).e.schools.map((s) => s.name)).toEqual(['浙江工业大学'])
  })
})

describe('选科 words and a track are no major read by a slip', () => {
  const m = (name: string) => [{ name }]
  it('drops 化学生物学 of a 选科 said, 历史学 of 历史类', () => {
    expect(withoutSubjectWords(m('化学生物学'), '我这个历史化学生物的组合，苏大哪几个组报不了', 3)).toEqual([])
    expect(withoutSubjectWords(m('历史学'), '苏大历史类专业组选科限制', 0)).toEqual([])
  })
  it('keeps a major said in full, or its word said apart from a track', () => {
    expect(withoutSubjectWords(m('历史学'), '我想学历史', 0)).toHaveLength(1)
    expect(withoutSubjectWords(m('历史学'), '历史类考生学历史学好吗', 0)).toHaveLength(1)
    expect(withoutSubjectWords(m('计算机科学与技术'), '物化生的学计算机', 3)).toHaveLength(1)
  })
})
