import { describe, expect, it } from 'vitest'
import { scoreBigFive } from './score-big-five.ts'
import { scoreHolland, type HollandItem, type RiasecType } from './score-holland.ts'
import { scorePersonalityType, type PersonalityTypeItem } from './score-personality-type.ts'
import { scoreTemperament, type Temperament, type TemperamentItem } from './score-temperament.ts'

const holland = (scores: Partial<Record<RiasecType, number>>, self: Partial<Record<RiasecType, number>> = {}): HollandItem[] => [
  ...Object.entries(scores).map(([type, points]) => ({ type: type as RiasecType, points })),
  ...Object.entries(self).map(([type, points]) => ({
    type: type as RiasecType,
    points,
    isSelfEstimate: true,
  })),
]

describe('scoreHolland', () => {
  it.each([
    ['clear order', holland({ S: 9, E: 7, C: 5, R: 1 }), 'SEC', []],
    ['tie broken by hexagon order, both codes shown', holland({ I: 5, A: 5, S: 3 }), 'IAS', ['AIS']],
    ['tie broken by self-estimates first', holland({ I: 5, A: 3, S: 3 }, { S: 1 }), 'ISA', []],
    ['tie at the third letter', holland({ R: 8, I: 6, A: 4, S: 4 }), 'RIA', ['RIS']],
    ['three-way tie for the top', holland({ R: 2, I: 2, A: 2 }), 'RIA', ['AIR', 'ARI', 'IAR', 'IRA', 'RAI']],
  ])('%s', (_, items, code, alternatives) => {
    const result = scoreHolland(items)
    expect(result.code).toBe(code)
    expect(result.alternativeCodes).toEqual(alternatives)
  })

  it('reports tie groups explicitly', () => {
    expect(scoreHolland(holland({ I: 5, A: 5, S: 3 })).ties).toEqual([
      ['I', 'A'],
      ['R', 'E', 'C'],
    ])
  })
})

const answers = (spec: Record<string, number>): PersonalityTypeItem[] =>
  Object.entries(spec).flatMap(([key, count]) =>
    Array.from({ length: count }, () => ({
      dichotomy: key.slice(0, 2) as 'EI',
      pole: key[3] as 'E',
    })),
  )

describe('scorePersonalityType', () => {
  it.each([
    [{ 'EI:I': 4, 'EI:E': 1, 'SN:N': 3, 'SN:S': 2, 'TF:T': 5, 'JP:J': 3, 'JP:P': 0 }, 'INTJ'],
    [{ 'EI:E': 3, 'SN:S': 1, 'TF:F': 7, 'TF:T': 2, 'JP:P': 1 }, 'ESFP'],
  ])('%o → %s', (spec, type) => {
    expect(scorePersonalityType(answers(spec)).type).toBe(type)
  })

  it.each([
    [{ 'EI:E': 3, 'EI:I': 2 }, 0.2, 'moderate'],
    [{ 'EI:E': 5, 'EI:I': 4 }, 1 / 9, 'slight'],
    [{ 'EI:E': 5 }, 1, 'very-clear'],
    [{ 'EI:E': 4, 'EI:I': 1 }, 0.6, 'clear'],
  ])('clarity of %o', (spec, clarity, level) => {
    const rest = { 'SN:S': 1, 'TF:T': 1, 'JP:J': 1 }
    const result = scorePersonalityType(answers({ ...spec, ...rest })).dimensions.EI
    expect(result.clarity).toBeCloseTo(clarity, 12)
    expect(result.clarityLevel).toBe(level)
  })

  it('rejects an even number of answers (a tie would be possible)', () => {
    expect(() => scorePersonalityType(answers({ 'EI:E': 1, 'EI:I': 1, 'SN:S': 1, 'TF:T': 1, 'JP:J': 1 }))).toThrow(RangeError)
  })
})

/** spread a total over 15 items of one temperament (each −2…+2) */
const temperament = (totals: Record<Temperament, number>): TemperamentItem[] =>
  (Object.entries(totals) as [Temperament, number][]).flatMap(([t, total]) => {
    const items: TemperamentItem[] = []
    let left = total
    for (let i = 0; i < 15; i++) {
      const answer = Math.max(-2, Math.min(2, left)) as TemperamentItem['answer']
      items.push({ temperament: t, answer })
      left -= answer
    }
    return items
  })

describe('scoreTemperament', () => {
  it.each([
    [{ choleric: 3, sanguine: 24, phlegmatic: 5, melancholic: -4 }, 'typical', ['sanguine'], '典型多血质'],
    [{ choleric: 15, sanguine: 8, phlegmatic: 2, melancholic: 0 }, 'general', ['choleric'], '一般型胆汁质'],
    [{ choleric: 14, sanguine: 12, phlegmatic: 3, melancholic: 1 }, 'mixed', ['choleric', 'sanguine'], '胆汁质—多血质混合型'],
    [{ choleric: 12, sanguine: 11, phlegmatic: 10, melancholic: 2 }, 'mixed', ['choleric', 'sanguine', 'phlegmatic'], '胆汁质—多血质—粘液质混合型'],
    [
      { choleric: 3, sanguine: 2, phlegmatic: 4, melancholic: 1 },
      'mixed',
      ['phlegmatic', 'choleric', 'sanguine', 'melancholic'],
      '粘液质—胆汁质—多血质—抑郁质混合型',
    ],
    [{ choleric: 8, sanguine: 3, phlegmatic: 1, melancholic: 0 }, 'slight', ['choleric'], '略倾向于胆汁质'],
  ] as const)('%o → %s', (totals, kind, types, label) => {
    const result = scoreTemperament(temperament(totals))
    expect(result.scores).toEqual(totals)
    expect(result.kind).toBe(kind)
    expect(result.types).toEqual(types)
    expect(result.label).toBe(label)
  })
})

describe('scoreBigFive', () => {
  it('recodes reverse-keyed items and applies norms', () => {
    const result = scoreBigFive(
      [
        { domain: 'openness', answer: 5 },
        { domain: 'openness', answer: 2, isReversed: true },
        { domain: 'neuroticism', answer: 1 },
      ],
      {
        openness: { mean: 6, sd: 2 },
        conscientiousness: { mean: 3, sd: 1 },
        extraversion: { mean: 3, sd: 1 },
        agreeableness: { mean: 3, sd: 1 },
        neuroticism: { mean: 3, sd: 1 },
      },
    )
    expect(result.openness).toEqual({ raw: 9, itemCount: 2, mean: 4.5, tScore: 65 })
    expect(result.neuroticism.tScore).toBe(30)
    expect(result.extraversion.itemCount).toBe(0)
  })
})
