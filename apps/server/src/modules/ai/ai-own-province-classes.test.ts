import { describe, expect, it } from 'vitest'
import { yearsAsked } from './ai-answers-years.ts'
import { derivedAbbreviations } from './ai-lexicon-abbrev.ts'
import type { SchoolEntry } from './ai-lexicon.ts'
import { intentOf, read } from './ai-reading.test-kit.ts'
import { statedBatchLine } from './ai-stated-line.ts'

/**
 * Issue 31, the classes ADR 083 fixes after holdout v9, in phrasings of our own (student, parent, terse, colloquial,
 * typo): lines over several years (count said after the line, 近 typed 进), the saved score against the 专科 or 本科
 * line, the rules of 「我们省」 with no province named, and when a province's new exam starts (新高考 typed).
 */
describe('batch lines over several years', () => {
  it('reads the years of a line asked over a span, a count or a typed 近', () => {
    for (const [q, want] of [
      ['河北的一段线最近三年分别多少', { count: 3 }],
      ['山东特控线 两年', { count: 2 }],
      ['河南二本线进两年', { count: 2 }],
      // 几 is more than three: the four years the data reaches back (ADR 108)
      ['浙江第一段的线这几年', { count: 5 }],
      ['河南本科线2023至2025', { years: [2023, 2024, 2025] }],
      // two relative years named (holdout v10): the kit's newest year is 2026
      ['河北本科线去年和今年分别是多少', { years: [2025, 2026] }],
      ['山东前年跟去年的特控线', { years: [2024, 2025] }],
    ] as const) {
      const { text, e } = read(q)
      expect(intentOf(q), q).toBe('batch_line')
      expect(yearsAsked(text, e), q).toEqual(want)
    }
  })
  it('keeps one year as one year', () => {
    const { text, e } = read('河南2025年本科线')
    expect(yearsAsked(text, e)).toBeNull()
    const last = read('河南去年本科线')
    expect(yearsAsked(last.text, last.e)).toBeNull()
  })
})

describe('the saved score against the 专科 or 本科 line', () => {
  it('compares the score with the batch line, without asking for a college', () => {
    for (const q of [
      '凭我现在这个分数，读个专科够吗',
      '家里孩子成绩保存过了，想问下能不能读上高职',
      '我的分 专科 够不够',
      '俺这分数上个专科行不行嘛',
      '我的成绩能上专可不',
      '我现在的分数能不能上本科',
      '我这分过本可线了吗',
    ])
      expect(['bachelor_line_check', 'batch_line'], q).toContain(intentOf(q))
  })
  it('leaves a list of 专科 colleges to the recommendation', () => {
    expect(intentOf('河南物理类400分专科能上哪些学校')).toBe('recommend_schools')
  })
})

describe('rules of the own province, not named', () => {
  it('answers the number of 志愿 from the saved province', () => {
    for (const q of [
      '我们这边本科批最多报几个志愿',
      '家长问一下，咱们省本科一共能填多少个志愿',
      '本科批 志愿数',
      '俺们那嘎达本科能填好多志愿',
      '我们省能天几个志原',
    ])
      expect(intentOf(q), q).toBe('province_filling')
  })
  it('answers the filling mode and the exam model of the own province', () => {
    expect(intentOf('咱省是按专业组填还是专业加院校')).toBe('province_filling')
    expect(intentOf('我们这边是平行志愿吗')).toBe('province_filling')
    expect(intentOf('俺们这是新高考还是老高考')).toBe('province_exam_model')
    expect(intentOf('本省现在还分文理吗')).toBe('province_exam_model')
  })
})

describe('when a province’s new exam starts', () => {
  it('reads 新高考 typed and the start asked as the exam model', () => {
    for (const q of ['河北从哪一届开始新高考', '河南新高烤哪一年开始的', '山东 新高考 起始年份']) expect(intentOf(q), q).toBe('province_exam_model')
    // when the split into 物理类/历史类 began (holdout v10), and not a line asked of the two tracks
    for (const q of ['河北啥时候开始物理历史分类考的', '河北从哪年起分物理类历史类招生', '河南首届物理历史分科是哪年'])
      expect(intentOf(q), q).toBe('province_exam_model')
    expect(intentOf('河南物理类历史类本科线什么时候出')).toBe('batch_line')
  })
})

describe('college names a fee or 选科 question uses (vocational and independent colleges)', () => {
  const school = (id: string, name: string) => ({ id, name }) as unknown as SchoolEntry
  const words = (text: string) => ['湖南', '铁道', '北京', '工业', '温州', '科技'].filter((w) => text.includes(w))
  const forms = derivedAbbreviations(
    [
      school('1', '湖南铁道职业技术学院'),
      school('2', '温州职业技术大学'),
      school('3', '北京工业职业技术学院'),
      school('4', '北京工业大学'),
      school('5', '温州大学科学技术学院'),
    ],
    words,
  )
  it('reads a vocational college by its place and field alone, and a 职业大学 as 职大', () => {
    expect(forms.get('湖南铁道')?.name).toBe('湖南铁道职业技术学院')
    expect(forms.get('温州职大')?.name).toBe('温州职业技术大学')
    expect(forms.get('温职大')?.name).toBe('温州职业技术大学')
  })
  it('does not give a university’s first words to a vocational college', () => {
    expect(forms.has('北京工业')).toBe(false)
  })
  it('reads an independent college by its university’s short form', () => {
    for (const form of ['温大科院', '温大科技学院', '温州大学科技学院']) expect(forms.get(form)?.name, form).toBe('温州大学科学技术学院')
  })
})

describe('a college’s short form in 大 before a word in 学', () => {
  it('reads 郑大学费 as 郑州大学 and its fee, not an unknown 「郑大学」', () => {
    const { e } = read('郑大学费一年多少')
    expect(e.schools.map((s) => s.name)).toEqual(['郑州大学'])
    expect(intentOf('郑大学费一年多少')).toBe('tuition')
  })
})

describe('a fee asked in dialect words', () => {
  it('reads 几钿 and 交好多 as the fee', () => {
    for (const q of ['郑大一年要几钿', '浙工大一年交好多']) expect(intentOf(q), q).toBe('tuition')
  })
})

describe('how a province fills, asked tersely or with 组 mistyped (holdout v10)', () => {
  it('routes 志愿单位 and 专业足/专业租 to the filling rules', () => {
    for (const q of ['河北 本科批 志愿单位', '河南志愿是按院校专业足填的吗', '上海本科批按专业租报吗', '浙江 填报单位 是什么'])
      expect(intentOf(q), q).toBe('province_filling')
  })
  it('leaves 专业 beside a foot or a rent alone', () => {
    expect(read('专业足球运动员能上哪些大学').text).not.toContain('专业组')
  })
})

describe('a score carried to another year: its own year and the target (holdout v10)', () => {
  it('reads the year after 换算成/相当于/折合/放到 as the target and the other as the score’s, in both directions', () => {
    for (const [q, year, toYear] of [
      ['河南2026年物理类580分，换算成2025年的等位分', 2026, 2025],
      ['河南25年物理590分放到26年相当于多少分', 2025, 2026],
      ['河南今年物理类580分折合去年多少分', 2026, 2025],
      ['我家孩子河南去年考了600分，相当于今年的多少分啊', 2025, 2026],
      ['河南物理 2026 580 换算到2025 等位分', 2026, 2025],
      // no year of the score: the newest table's score, carried to the year said
      ['河南物理类580分相当于去年多少分', null, 2025],
      ['我考了600分 河南物理 去年大概相当于多少分', null, 2025],
    ] as const) {
      const { e } = read(q)
      expect(intentOf(q), q).toBe('equivalent_score')
      expect([e.year, e.toYear], q).toEqual([year, toYear])
      expect(e.years, q).toEqual([])
    }
  })
  it('leaves a year of the table alone when no score is carried (a rank asked in 2025’s table)', () => {
    const { e } = read('河南物理类600分放在2025年排多少名')
    expect(e.toYear ?? null).toBeNull()
    expect(e.year).toBe(2025)
  })
})

describe('a batch line stated and asked to be checked (holdout v10)', () => {
  it('is the batch line with the stated number, not a score to rank', () => {
    for (const [q, stated] of [
      ['听说河南2026年物理类本科线是419分，是真的吗', 419],
      ['河南二本线400对吗', 400],
      ['有人说今年河北一本线才500', 500],
      ['山东特控线是520吗', 520],
      ['450分是河南的专科线吗', 450],
    ] as const) {
      expect(intentOf(q), q).toBe('batch_line')
      expect(statedBatchLine(read(q).text), q).toBe(stated)
    }
  })
  it('leaves a score beside the line (the gap) and a line asked with no number alone', () => {
    for (const q of ['河南本科线500分够吗', '河南 2025 本科线 520', '我520分过本科线了吗', '河南本科线是多少']) expect(statedBatchLine(q), q).toBeNull()
  })
})

describe('one group named by its code with a chance asked (holdout v10)', () => {
  it('is that group’s chance, not the list of the college’s groups', () => {
    for (const q of ['我这分数报郑州大学105专业组稳不稳', '郑大103专业组能上吗', '郑州大学102组有希望不']) expect(intentOf(q), q).toBe('admission_chance')
    expect(intentOf('郑州大学在河南有哪些专业组')).toBe('major_groups')
    // the code before 专业组 is not a score (the saved score is the one to place)
    expect(read('我这分数报郑州大学105专业组稳不稳').e.score).toBeNull()
  })
})
