import { describe, expect, it } from 'vitest'
import { intentOf, lexicon, read } from './ai-reading.test-kit.ts'
import { readScore } from './ai-numbers.ts'
import { dropRuledOut } from './ai-plan-exclusions.ts'
import { OTHER_USER } from './ai-intents-other-user.ts'
import { changesOnly } from './ai-follow-up-changes.ts'
import { restoreShang } from './ai-chance-verbs.ts'

/**
 * Issue 31, understanding that does not depend on wording (ADR 107), phrasings of our own on the small lexicon of the
 * reading kit (郑州大学/郑大, five provinces): a chance asked in a dialect's words or with 上/机会 typed by sound, a score
 * beside a name beginning with 天, plans ruled out in dialect or by the data's own plan names, a relative's stated score,
 * and a follow-up that says whose track it is.
 */
describe('a chance asked in a dialect’s words', () => {
  // no score in them: the saved profile gives it, so only the words say a chance is asked
  it.each([
    '郑大阿稳', // 吴语 阿 before a verb
    '郑大有得戏冇', // 有得 + 戏
    '报郑州大学中不中', // 河南话 中
    '报郑大得不得行', // 西南官话 得行
    '郑大稳当不', // 稳当不
    '入唔入到郑大', // 粤语
    '郑大能整上不', // 东北话 整上
  ])('「%s」 asks the college’s chance', (q) => {
    expect(intentOf(q)).toBe('admission_chance')
  })

  it('keeps 觉得行 and 有门槛 out of it', () => {
    expect(intentOf('郑大的计算机我觉得行，学费多少')).toBe('tuition')
    expect(intentOf('郑大有门槛吗，在哪个城市')).toBe('school_location')
  })
})

describe('上 and 机会 typed by sound', () => {
  it('reads 能尚/可以赏/考得伤 before what is tried for as 上', () => {
    expect(intentOf('河南物理590分能尚郑州大学吗')).toBe('admission_chance')
    expect(intentOf('河南物理590分可以赏什么大学')).toBe('recommend_schools')
    expect(restoreShang('考得伤吗')).toBe('考得上吗')
  })
  it('leaves 商量, 伤心 and 欣赏 alone', () => {
    expect(restoreShang('这个能商量吗')).toBe('这个能商量吗')
    expect(restoreShang('考不好会伤心')).toBe('考不好会伤心')
    expect(restoreShang('我很欣赏郑大')).toBe('我很欣赏郑大')
  })
  it('reads 积会/几会 as 机会', () => {
    expect(read('郑大我有积会吗').text).toContain('机会')
    expect(intentOf('河南物理590郑大我有几会吗')).toBe('admission_chance')
  })
})

describe('a score right before a name beginning with 天', () => {
  it('reads 575 before 天津大学 or 天师大 as the score, and 100天 as days', () => {
    expect(readScore('天津575天津大学稳吗')?.score).toBe(575)
    expect(readScore('天津 575 天师大 冲得上不'.replace(/\s/g, ''))?.score).toBe(575)
    expect(readScore('离高考还有100天')).toBeNull()
  })
})

describe('plans ruled out in dialect and by the data’s own plan names', () => {
  it.each([
    ['郑大去年最低分，闽台合作那种甭算', '闽台'],
    ['郑大去年最低分，不要乡村振兴和中外合作', '乡村振兴'],
    ['郑大去年最低分，学分互认的莫算', '学分互认'],
    ['郑大去年最低分，优师那些不用看', '优师'],
    ['郑大去年最低分，国际班嗰啲唔使理', '国际班'],
  ])('「%s」 drops %s', (q, word) => {
    const out = dropRuledOut(q)
    expect(out).not.toContain(word)
    expect(out).toContain('郑大去年最低分')
  })
  it('keeps what a candidate says of themselves', () => {
    expect(dropRuledOut('我不是农村户口能报国家专项吗')).toContain('农村户口')
    expect(dropRuledOut('不是少数民族考生能报预科吗')).toContain('少数民族考生')
  })
})

describe('a relative’s score the question states', () => {
  it('is answered, and a relative’s record is still declined', () => {
    expect(OTHER_USER.test('我表哥是物理类，也是600，位次多少')).toBe(false)
    expect(OTHER_USER.test('我堂姐有612，排多少名')).toBe(false)
    expect(OTHER_USER.test('帮我查下我表哥考了多少分')).toBe(true)
    expect(OTHER_USER.test('我表哥是600，帮我查下他被哪个学校录了')).toBe(true)
  })
})

describe('a follow-up that says whose track it is', () => {
  it('drops 「我表弟是历史类」 beside the change', () => {
    const c = changesOnly('郑大历史类呢？我表弟是历史类', lexicon)
    expect(c?.track).toBe('历史类')
    expect(c?.school?.surface).toBe('郑大')
  })
  it('takes the track said only of a relative as the change', () => {
    expect(changesOnly('那郑大呢，孩子是历史类的', lexicon)?.track).toBe('历史类')
  })
  it('reads a bare college and track as changes not marked as a follow-up', () => {
    const c = changesOnly('郑大 历史类', lexicon)
    expect(c?.marked).toBe(false)
    expect(c?.track).toBe('历史类')
  })
})
