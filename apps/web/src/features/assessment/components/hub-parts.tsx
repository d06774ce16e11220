import type { AssessmentKind } from '@gk/contract'

type TestCard = { kind: AssessmentKind; title: string; glyph: string; color: string; hint: string; about: string[] }

export const testCards: readonly TestCard[] = [
  {
    kind: 'holland',
    title: '霍兰德职业兴趣测评',
    glyph: '兴',
    color: '#3686E2',
    hint: '84 题 · 约 10 分钟 · 三字母兴趣代码',
    about: [
      '职业兴趣理论认为，人的兴趣大致可归为现实、研究、艺术、社会、企业、常规六种类型，人与环境类型越匹配，越容易投入和满意。',
      '测评从喜欢的活动、擅长的事、感兴趣的职业和能力自评四方面计分，取得分最高的三种类型组成你的兴趣代码，并据此推荐专业和职业。',
    ],
  },
  {
    kind: 'mbti',
    title: 'MBTI 风格性格类型测评',
    glyph: '格',
    color: '#722ED1',
    hint: '28 题 · 约 5 分钟 · 16 种类型',
    about: [
      '依据荣格的心理类型理论，从精力来源（外倾/内倾）、获取信息（实感/直觉）、做决定（思考/情感）和生活方式（判断/感知）四个维度描述你的偏好。',
      '本测评是本应用自编的 MBTI 风格问卷，不是官方 MBTI® 量表，结果仅供自我探索参考。',
    ],
  },
  {
    kind: 'personality',
    title: '中学生人格测评',
    glyph: '人',
    color: '#00B578',
    hint: '20 题 · 约 4 分钟 · 大五人格',
    about: [
      '“大五人格”是心理学研究中最常用的人格模型，包括外向性、宜人性、尽责性、情绪敏感性和开放性。',
      '题目围绕中学生的学习与生活编写，帮助你了解自己的学习风格和与人相处的方式。',
    ],
  },
]

export const cardOf = (kind: AssessmentKind) => testCards.find((c) => c.kind === kind)!
