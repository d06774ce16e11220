import type { AssessmentKind, QuestionList } from '@gk/contract'
import {
  scoreBigFive,
  scoreHolland,
  scorePersonalityType,
  type BigFiveDomain,
  type BigFiveScore,
  type HollandResult,
  type PersonalityTypeResult,
} from '@gk/domain'
import type { SheetSpec } from './answer-sheet.ts'
import { hollandItems, hollandSections, hollandVersion } from './banks/holland-bank.ts'
import { mbtiItems, mbtiVersion } from './banks/mbti-bank.ts'
import { likertOptions, personalityItems, personalityVersion } from './banks/personality-bank.ts'
import { domainTexts, levelNames, levelOf } from './banks/personality-report.ts'

/** One assessment: its question list, the sheet it accepts, and how a complete sheet is scored. */
export type AssessmentTest<R> = {
  kind: AssessmentKind
  title: string
  questionList: () => QuestionList
  spec: SheetSpec
  score: (answers: ReadonlyMap<string, number>) => { result: R; summary: string }
}

const yesNo = [
  { Value: 1, Label: '是' },
  { Value: 0, Label: '否' },
]
const sevenPoints = [1, 2, 3, 4, 5, 6, 7].map((v) => ({ Value: v, Label: String(v) }))

export const hollandTest: AssessmentTest<HollandResult> = {
  kind: 'holland',
  title: '霍兰德职业兴趣测评',
  spec: {
    version: hollandVersion,
    items: hollandItems.map((i) => ({ id: i.id, values: i.section === 'self-ratings' ? [1, 2, 3, 4, 5, 6, 7] : [1, 0] })),
  },
  questionList: () => ({
    Kind: 'holland',
    Version: hollandVersion,
    Title: '霍兰德职业兴趣测评',
    Intro: '从喜欢的活动、擅长的事、感兴趣的职业和能力自评四个方面，找到你的三字母职业兴趣代码。',
    Tips: ['共 84 题，约 10 分钟。', '凭第一感觉作答，没有对错之分。', '中途离开会自动保存进度，回来可继续。'],
    Minutes: 10,
    Sections: hollandSections.map((s) => ({ Key: s.key, Name: s.name, Hint: s.hint })),
    Questions: hollandItems.map((i) => ({ ID: i.id, Section: i.section, Text: i.text, Options: i.section === 'self-ratings' ? sevenPoints : yesNo })),
  }),
  score: (answers) => {
    const result = scoreHolland(hollandItems.map((i) => ({ type: i.type, points: answers.get(i.id)!, isSelfEstimate: i.section === 'self-ratings' })))
    return { result, summary: result.code }
  },
}

export const mbtiTest: AssessmentTest<PersonalityTypeResult> = {
  kind: 'mbti',
  title: 'MBTI 风格性格类型测评',
  spec: { version: mbtiVersion, items: mbtiItems.map((i) => ({ id: i.id, values: [1, 2] })) },
  questionList: () => ({
    Kind: 'mbti',
    Version: mbtiVersion,
    Title: 'MBTI 风格性格类型测评',
    Intro: '从精力来源、获取信息、做决定和生活方式四个维度，了解你的性格偏好（16 种类型之一）。',
    Tips: ['共 28 题，约 5 分钟。', '每题选更接近你平时样子的一项。', '本测评为 MBTI 风格的自编问卷，不是官方 MBTI® 量表。'],
    Minutes: 5,
    Sections: [{ Key: 'preferences', Name: '性格偏好', Hint: '两个选项都可能符合你，请选更常见的那一个。' }],
    Questions: mbtiItems.map((i) => ({
      ID: i.id,
      Section: 'preferences',
      Text: i.text,
      Options: [
        { Value: 1, Label: i.a.text },
        { Value: 2, Label: i.b.text },
      ],
    })),
  }),
  score: (answers) => {
    const result = scorePersonalityType(mbtiItems.map((i) => ({ dichotomy: i.dichotomy, pole: answers.get(i.id) === 1 ? i.a.pole : i.b.pole })))
    return { result, summary: result.type }
  },
}

export type PersonalityResult = Record<BigFiveDomain, BigFiveScore>

export const personalityTest: AssessmentTest<PersonalityResult> = {
  kind: 'personality',
  title: '中学生人格测评',
  spec: { version: personalityVersion, items: personalityItems.map((i) => ({ id: i.id, values: [1, 2, 3, 4, 5] })) },
  questionList: () => ({
    Kind: 'personality',
    Version: personalityVersion,
    Title: '中学生人格测评',
    Intro: '依据“大五人格”模型，从外向性、宜人性、尽责性、情绪敏感性和开放性五个方面认识自己。',
    Tips: ['共 20 题，约 4 分钟。', '按你平时的真实情况作答，而不是希望成为的样子。', '结果用于自我了解，不是心理诊断。'],
    Minutes: 4,
    Sections: [{ Key: 'self', Name: '我的日常', Hint: '这句话在多大程度上符合你？' }],
    Questions: personalityItems.map((i) => ({ ID: i.id, Section: 'self', Text: i.text, Options: likertOptions })),
  }),
  score: (answers) => {
    const result = scoreBigFive(personalityItems.map((i) => ({ domain: i.domain, answer: answers.get(i.id) as 1 | 2 | 3 | 4 | 5, isReversed: i.isReversed })))
    return { result, summary: personalitySummary(result) }
  },
}

/** The (at most two) domains furthest from the midpoint outside 中等, e.g. '尽责性较高 · 开放性较高'. */
export function personalitySummary(result: PersonalityResult): string {
  const ranked = (Object.keys(result) as BigFiveDomain[])
    .filter((d) => levelOf(result[d].mean) !== 'mid')
    .map((d) => ({ d, distance: Math.abs(result[d].mean - 3) }))
    .sort((a, b) => b.distance - a.distance)
    .slice(0, 2)
  if (ranked.length === 0) return '五个维度都在中等水平，性格比较均衡'
  return ranked.map(({ d }) => `${domainTexts[d].name}${levelNames[levelOf(result[d].mean)]}`).join(' · ')
}
