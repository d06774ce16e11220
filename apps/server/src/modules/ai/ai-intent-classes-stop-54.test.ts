import { describe, expect, it } from 'vitest'
import { declineOf } from './ai-declines.ts'
import { isOffTopic } from './ai-off-topic.ts'
import { matchUnits } from './ai-unit-match.ts'
import { intentOf, read } from './ai-reading.test-kit.ts'
import { factsParts } from './ai-facts-parts.ts'

// Stop 54, in phrasings of our own (not dev v30's): the classes behind dev v30's failing voices.
describe('made-up eligibility and typed-as-heard cheating', () => {
  it.each([
    '把户口迁到西藏某县，考试能加分吗，有什么门路',
    '听说改成少数民族成分就能降分，怎么办理',
    '学籍挂到贫困县能走专项吗 要啥材料',
    '能不能帮孩子改个民族，好考一点',
  ])('「%s」 is declined first as 高考移民 or a false 民族成分', (q) => {
    expect(declineOf(q)?.content).toMatch(/^抱歉，我不能帮忙出这种主意[^。]*弄虚作假/)
  })
  it.each(['民族班和预科班有什么区别', '少数民族考生能加分吗', '户口迁到省会以后还能报地方专项吗', '我们是少数民族，能报民族班吗'])(
    '「%s」 is a question of the rules, not declined',
    (q) => {
      expect(declineOf(q)).toBeNull()
    },
  )
  it.each(['花钱把孩子户口和学籍“迁”到青海，去那边考，怎么办材料', '能不能整个青海的学籍，孩子过去考', '搞个少数民族身份好加分'])(
    '「%s」 (opened v30, in our words) is declined first',
    (q) => {
      expect(declineOf(q)?.content).toMatch(/^抱歉，我不能帮忙出这种主意/)
    },
  )
  it('reads 塞钱 for a place as a bought place', () => {
    expect(declineOf('塞点钱能进郑大吗')?.intent).toBe('decline_paid_place')
  })
  it('reads 替烤 and 内部址标 as what they sound like', () => {
    expect(declineOf('找人替烤要多少钱')?.intent).toBe('decline_cheating')
    expect(declineOf('交五万走内部址标靠谱吗')?.intent).toBe('decline_paid_place')
  })
})

describe('an interest is not an errand', () => {
  it('keeps 编程 said as what the child likes, and declines writing a program', () => {
    expect(isOffTopic('孩子喜欢编程，想报计算机，湖北物理类600分')).toBe(false)
    expect(isOffTopic('帮我写个程序算一下平均分')).toBe(true)
    expect(isOffTopic('教我编程吧')).toBe(true)
  })
})

describe('one’s own rank asked with the score pointed at', () => {
  // the saved score's rank, by the saved-score answer or the rank answer (both read the saved score when none is said)
  it.each(['他这个分数在全省排第几', '这分在省里排老几', '孩子这个成绩在我们省排多少'])('「%s」 is the saved score’s rank', (q) => {
    expect(['my_score', 'score_to_rank']).toContain(intentOf(q))
  })
})

describe('a tier said as a premise beside a chance', () => {
  it('answers the tier when no score is said', () => {
    expect(intentOf('郑州大学是985吧？想冲一下')).toBe('school_tier')
    expect(intentOf('河南物理类600分，郑州大学能上吗')).toBe('admission_chance')
  })
})

describe('a major and its class asked together', () => {
  const rows = [{ major_name: '计算机科学与技术' }, { major_name: '计算机科学与技术(卓越班)' }, { major_name: '软件工程' }].map((r) => ({
    ...r,
    plan_type: '普通类',
  }))
  it('returns both when both are asked, the class alone when it alone is', () => {
    expect(matchUnits(rows, '计算机科学与技术 普通班和卓越班都想知道').map((r) => r.major_name)).toEqual(['计算机科学与技术(卓越班)', '计算机科学与技术'])
    expect(matchUnits(rows, '计算机科学与技术卓越班').map((r) => r.major_name)).toEqual(['计算机科学与技术(卓越班)'])
  })
})

describe('the candidate’s rank asked beside a college’s lines', () => {
  const parts = (q: string) => {
    const { text, e } = read(q)
    return factsParts(text, intentOf(q) ?? '', e)
  }
  it('is a part of its own when the score is pointed at; a college’s 排第几 is its ranking', () => {
    expect(parts('他这个分排第几、专科线多少，郑州大学往年多少分能录')).toContain('score_to_rank')
    expect(parts('他这个分排第几、专科线多少，郑州大学往年多少分能录')).not.toContain('school_rank')
    expect(parts('郑州大学在全国排第几？分数线多少')).toContain('school_rank')
    expect(parts('郑州大学在全国排第几？分数线多少')).not.toContain('score_to_rank')
  })
})
