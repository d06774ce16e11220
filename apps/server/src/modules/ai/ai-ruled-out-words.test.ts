import { describe, expect, it } from 'vitest'
import type { Lexicon, LexiconHit, SchoolEntry } from './ai-lexicon.ts'
import { buildFuzzy } from './ai-lexicon-fuzzy.ts'
import { deriveTwoCharNames, type CollegeFacts } from './ai-lexicon-two-char.ts'
import { recognise } from './ai-nlu.ts'
import { dropRuledOut } from './ai-plan-exclusions.ts'
import { batchMergeNote } from './ai-premise-batch-merge.ts'
import { fixTypos } from './ai-typos.ts'

/** ADR 095: how a question is read before anything answers it, in phrasings of our own (not a holdout's). */
describe('plans a question rules out are not what it asks', () => {
  it.each([
    ['郑大2025在河南物理类的最低分（专项、中外合作都不算）', '郑大2025在河南物理类的最低分（ ）'],
    ['川大普通批次线，不包括国家专项和高校专项', '川大普通批次线， '],
    ['南航去年投档线，中外合作的除外', '南航去年投档线， '],
    ['苏大计算机非中外合作那个组多少分', '苏大计算机 那个组多少分'],
    ['不要预科和民族班，内大历史类线', ' ，内大历史类线'],
    ['杭电软件工程（不是卓越班和中外合作）几分', '杭电软件工程（ ）几分'],
  ])('%s', (q, read) => expect(dropRuledOut(q)).toBe(read))

  it('keeps a plan asked about, and clauses that rule out no plan', () => {
    for (const q of ['郑大国家专项多少分', '这条线是不是专项的线', '除了分数还看什么', '非常想上实验班', '中外合作和普通类哪个线高'])
      expect(dropRuledOut(q)).toBe(q)
  })

  it('drops a province that only names a campus', () => {
    expect(dropRuledOut('山东大学（威海校区除外）和北京交通大学（北京校区）')).toBe('山东大学（威海校区除外）和北京交通大学（校区）')
  })
})

describe('线 typed as 先 after a batch, 排序 typed as 排续', () => {
  it.each([
    ['山西2025二本先多少分', '山西2025二本线多少分'],
    ['湖北今年特控先', '湖北今年特控线'],
    ['广东本科先是几分', '广东本科线是几分'],
    ['志愿排续有讲究吗', '志愿排序有讲究吗'],
  ])('%s', (q, fixed) => expect(fixTypos(q)).toBe(fixed))
  it('keeps 先 as a word before a verb', () => {
    for (const q of ['一本先报哪几所', '先看本科线', '二本先填还是后填']) expect(fixTypos(q)).toBe(q)
  })
})

const school = (id: string, name: string, provinceCode: string): SchoolEntry => ({ id, name, provinceCode })
const facts = (city: string, tier: 'none' | '211' | '985' = 'none'): CollegeFacts => ({
  city,
  is985: tier === '985',
  is211: tier !== 'none',
  doubleFirst: tier !== 'none',
  rank: null,
})

describe('two-character names derived from the college list', () => {
  const colleges = [
    school('1', '南京大学', '32'),
    school('2', '南昌大学', '36'),
    school('3', '武汉铁路职业技术学院', '42'),
    school('4', '武汉铁路桥梁职业学院', '42'),
    school('5', '湘潭大学', '43'),
    school('6', '广东轻工职业技术学院', '44'),
    school('7', '广东工业大学', '44'),
    school('8', '广东工贸职业技术学院', '44'),
  ]
  const f = new Map([
    ['1', facts('南京市', '985')],
    ['2', facts('南昌市', '211')],
    ['3', facts('武汉市')],
    ['4', facts('武汉市')],
    ['5', facts('湘潭市')],
    ['6', facts('广州市')],
    ['7', facts('广州市')],
    ['8', facts('广州市')],
  ])
  const forms = deriveTwoCharNames(colleges, ['江苏', '江西', '湖北', '湖南', '广东'], f)
  const names = (form: string) => forms.get(form)?.national.map((s) => s.name)

  it('a city’s 大学 whose first-character form a college of more standing holds goes by the city’s second character', () => {
    expect(names('昌大')).toEqual(['南昌大学'])
    // 湘潭大学's own 湘大 is unshared: no second form
    expect(names('潭大')).toBeUndefined()
    expect(names('京大')).toBeUndefined()
  })
  it('a vocational college of place + a two-character field by the two first characters; a university’s form wins', () => {
    expect(names('武铁')).toEqual(['武汉铁路职业技术学院'])
    expect(names('广轻')).toEqual(['广东轻工职业技术学院'])
    expect(names('广工')).toEqual(['广东工业大学'])
  })
})

describe('a short name typed by sound reads the longer name, not the shorter one inside it', () => {
  const heu = school('1', '哈尔滨工程大学', '23')
  const hit = school('2', '哈尔滨工业大学', '23')
  const phrases = new Map<string, LexiconHit>([
    ['哈尔滨工程大学', { kind: 'school', school: heu }],
    ['哈尔滨工业大学', { kind: 'school', school: hit }],
    ['哈工程', { kind: 'school', school: heu }],
    ['哈工大', { kind: 'school', school: hit }],
    ['哈工', { kind: 'school', school: hit }],
  ])
  const lexicon: Lexicon = { phrases, maxLength: 7, schools: new Map([heu, hit].map((s) => [s.id, s])), provinces: [], fuzzy: buildFuzzy(phrases) }
  it.each([
    ['哈工成今年黑龙江物理多少分', '哈尔滨工程大学'],
    ['哈工大今年黑龙江物理多少分', '哈尔滨工业大学'],
    ['哈工今年多少分', '哈尔滨工业大学'],
  ])('%s', (q, name) => expect(recognise(q, lexicon).schools.map((s) => s.name)).toEqual([name]))
})

describe('batches merged or not, from the year’s lines', () => {
  const two = [
    { SubjectType: '理科', Category: '普通类', Batch: '本科一批' },
    { SubjectType: '理科', Category: '普通类', Batch: '本科二批' },
  ]
  const one = [{ SubjectType: '物理类', Category: '普通类', Batch: '本科批' }]
  it('says whether 一批 and 二批 are still drawn apart', () => {
    expect(batchMergeNote('今年一本二本并到一起了吗，理科线多少', '甘肃', 2026, two)).toMatch(/^没有合并/)
    expect(batchMergeNote('是不是取消二本了', '湖北', 2026, one)).toMatch(/^是的/)
    expect(batchMergeNote('理科一本线多少', '甘肃', 2026, two)).toBeNull()
  })
})
