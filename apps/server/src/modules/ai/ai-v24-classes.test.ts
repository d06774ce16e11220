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
