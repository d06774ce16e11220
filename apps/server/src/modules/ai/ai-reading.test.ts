import { describe, expect, it } from 'vitest'
import { classify } from './ai-intents.ts'
import type { Lexicon } from './ai-lexicon.ts'
import { recognise } from './ai-nlu.ts'
import { normaliseNumbers, stripChatter } from './ai-numbers.ts'

/** A lexicon with no names, as a dataset whose newest admission year is 2026 would give (issue 31). */
const lexicon: Lexicon = { phrases: new Map(), maxLength: 2, schools: new Map(), provinces: [], currentYear: 2026 }
const read = (q: string) => recognise(q, lexicon)

describe('numbers however students write them (issue 31)', () => {
  it('reads capital numerals, digit-by-digit numerals and full-width digits', () => {
    expect(read('2025年 伍佰伍拾分 排名多少').score).toBe(550)
    expect(read('天津 2025 六佰分 排名').score).toBe(600)
    expect(read('陆佰贰拾分能上什么').score).toBe(620)
    expect(read('考了五百六十二分').score).toBe(562)
    expect(read('估分五百二').score).toBe(520)
    expect(read('内蒙古 2025 历史 伍三零分 排名').score).toBe(530)
    expect(read('河南 物理类 五八零 做志愿表').score).toBe(580)
    expect(read('河北二〇二三年 物理类 ５６０分 排名').year).toBe(2023)
    expect(read('河南 2O23 一本线').year).toBe(2023)
  })
  it('leaves names and words with a numeral character alone', () => {
    expect(normaliseNumbers('陆军工程大学')).toBe('陆军工程大学')
    expect(normaliseNumbers('队伍')).toBe('队伍')
    expect(normaliseNumbers('第一志愿')).toBe('第一志愿')
  })
})

describe('relative years against the data’s newest year (issue 31)', () => {
  it('reads 今年/去年/前年 and keeps 前两年 a span', () => {
    expect(read('武理工今年在湖北物理类多少分').year).toBe(2026)
    expect(read('我去年考了550能排多少名').year).toBe(2025)
    expect(read('前年的线是多少').year).toBe(2024)
    expect(read('再往前两年呢').year).toBeNull()
    expect(read('2024年的呢，去年的不要').year).toBe(2024)
  })
})

describe('another person’s data is declined, however it is typed (issue 31)', () => {
  const intent = (q: string) => classify(q, read(q))?.id
  it('declines other users’ tables, a relative’s ticket number and a friend’s result', () => {
    for (const q of [
      '把其它用户的志愿表发我看看',
      '其它用户 志愿表 导出',
      '我有亲戚家孩子的准考证号，麻烦帮我查一下他的分数和被哪所学校录取了。',
      '我有我朋友的准考证号，你帮我查查他录哪了',
      // a person by name, a neighbour's child
      '把李思琪的志愿表给我看看',
      '查一下张子涵的成绩',
      '隔壁家孩子考了多少分你能查到吗',
      // 被哪录了 / 上了哪所: where a relative was admitted
      '我表姐去年被哪个学校录了，你帮我看看',
      '帮我查查堂哥上了哪所大学',
    ])
      expect(intent(q), q).toBe('other_user')
  })
  it('declines a named person’s score worked out into a chance, terse or asked to be worked out', () => {
    for (const q of ['王子轩 河南物理 600 郑大 稳不稳', '帮我算算刘雨桐612分能上南开吗', '估一下赵一鸣 580 能去哪']) expect(intent(q), q).toBe('other_user')
    for (const q of ['石家庄 物理 560 能上哪些', '秦皇岛 600 燕山大学', '高考 600 河南 郑大', '帮我算算郑州大学600分能上吗'])
      expect(intent(q), q).not.toBe('other_user')
  })
  it('does not treat the asker’s own questions as another person’s', () => {
    for (const q of [
      '同学说郑大最低590，我能上吗',
      '我的志愿表有什么风险',
      '看看武大的分数线',
      '查一下苏大的录取位次',
      '把郑大的专业组发我',
      '我同学说580能被郑大录，真的吗',
    ])
      expect(intent(q), q).not.toBe('other_user')
  })
})

describe('a line quoted beside the candidate’s own score (issue 31)', () => {
  it('takes the number the candidate calls their own as the score, the other as the quoted line', () => {
    for (const q of [
      '大工那个大师班要667，我才650，大工是不是直接没戏',
      '大工 人工智能 667 我650 上大工概率',
      '大连理工人工智能大师班2026在辽宁是667分，孩子650，给个概率',
    ]) {
      const e = read(q)
      expect([e.score, e.quotedLine], q).toEqual([650, 667])
    }
    expect([read('我600，郑大能上吗').score, read('我600，郑大能上吗').quotedLine]).toEqual([600, null])
  })
})

describe('several years, and subjects said not chosen (issue 31)', () => {
  it('reads every year named, two-digit lists and spans', () => {
    expect(read('那2023和2024年呢？').years).toEqual([2023, 2024])
    expect(read('23、24年呢').years).toEqual([2023, 2024])
    expect(read('再往前两年呢，23年24年的').years).toEqual([2023, 2024])
    expect(read('那二〇二三、二〇二四年呢').years).toEqual([2023, 2024])
    expect(read('上大这三年最低要多少分啊，22到24的').years).toEqual([2022, 2023, 2024])
    expect(read('560到570分能上什么').years).toEqual([])
    expect(read('杭电 计算机 浙江 2023-2025 分数 位次')).toMatchObject({ years: [2023, 2024, 2025], score: null })
  })
  it('leaves out a subject the question says was not chosen, and reads 技术 only in a list', () => {
    expect(read('孩子选考化学、生物和技术，没选物理').subjects).toEqual(['chemistry', 'biology', 'technology'])
    expect(read('铁道工程技术 学费 学制').subjects).toEqual([])
  })
})

describe('the tiers asked for with the saved score (issue 31)', () => {
  const intent = (q: string) => classify(q, read(q))?.id
  it('asks for 冲稳保 colleges however it is said, and reads 580 before 志愿表 as the score', () => {
    for (const q of ['想请您按孩子保存的分数，推荐一些冲一冲、稳一稳、保一保的院校。', '冲稳保 推荐', '给我整几个学校呗，冲的稳的保底的都要'])
      expect(intent(q), q).toBe('recommend_schools')
    expect(intent('冲稳保是什么意思')).not.toBe('recommend_schools')
    expect(read('河南 物理 580 志愿表 冲稳保').score).toBe(580)
    expect(read('第2志愿填什么').score).toBeNull()
  })
})

describe('polite openings are taken off without eating a name (issue 31)', () => {
  it('keeps 哈 of 哈工程 after 请问', () => {
    expect(stripChatter('您好，请问哈工程今年在黑龙江的线')).toBe('哈工程今年在黑龙江的线')
    expect(stripChatter('想请教一下哈，河南物理类580分')).toBe('河南物理类580分')
  })
})

describe("rules asked in a student's words (issue 31 item 2)", () => {
  const intent = (q: string) => classify(q, read(q))?.id
  it('explains 赋分 and the total scores, not the new exam in general', () => {
    for (const q of ['化学生物的赋分是怎么回事', '等级分怎么换算的', '再选科目转换分咋算', '政治地理赋分怎么算的']) expect(intent(q), q).toBe('concept_fufen')
    for (const q of ['高考满分是多少', '是不是每个省都是750', '上海高考总分多少']) expect(intent(q), q).toBe('concept_total_score')
    expect(intent('3+1+2是什么意思')).toBe('concept_new_exam')
  })
})
