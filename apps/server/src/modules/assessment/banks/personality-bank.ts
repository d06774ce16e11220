import type { BigFiveDomain } from '@gk/domain'

/**
 * Middle-school personality inventory (Big Five). Structure of the 20-item Mini-IPIP (Donnellan et
 * al., 2006: four items per domain, two of them reverse-keyed, 1–5 accuracy scale); the IPIP pool is
 * public domain, but these Chinese items are written for this app around school life. See
 * docs/assessments.md for the scoring and the level cut-offs.
 */
export type PersonalityBankItem = { id: string; domain: BigFiveDomain; text: string; isReversed: boolean }

export const personalityVersion = 'big-five-school-2026.1'

const raw: Record<BigFiveDomain, [string, boolean][]> = {
  extraversion: [
    ['在班级活动里，我常常是带动气氛的人', false],
    ['人多的场合我一般不太说话', true],
    ['我喜欢认识新朋友', false],
    ['我更愿意待在不引人注意的位置', true],
  ],
  agreeableness: [
    ['同学有困难时，我会主动帮忙', false],
    ['别人的烦恼和我关系不大', true],
    ['我能体会到别人的心情', false],
    ['和同学意见不同时，我很少考虑对方的立场', true],
  ],
  conscientiousness: [
    ['布置的作业我会按时、认真完成', false],
    ['我的学习用品经常乱放，要用时找不到', true],
    ['做事之前我喜欢先想好步骤', false],
    ['答应别人的事，我有时会忘记去做', true],
  ],
  neuroticism: [
    ['考试前我常常紧张得睡不好', false],
    ['遇到不顺心的事，我很快就能平静下来', true],
    ['一点小事就会让我心情低落', false],
    ['大多数时候我感到放松、踏实', true],
  ],
  openness: [
    ['我对新鲜的知识和想法很好奇', false],
    ['我对诗歌、艺术一类的东西不太感兴趣', true],
    ['我常常会想一些天马行空的问题', false],
    ['我喜欢按老办法做事，不爱尝试新方法', true],
  ],
}

export const likertOptions = [
  { Value: 1, Label: '完全不符合' },
  { Value: 2, Label: '比较不符合' },
  { Value: 3, Label: '说不清' },
  { Value: 4, Label: '比较符合' },
  { Value: 5, Label: '完全符合' },
]

const order: BigFiveDomain[] = ['extraversion', 'agreeableness', 'conscientiousness', 'neuroticism', 'openness']

function build(): PersonalityBankItem[] {
  const items: PersonalityBankItem[] = []
  for (let i = 0; i < 4; i++)
    for (const domain of order) {
      const [text, isReversed] = raw[domain][i]!
      items.push({ id: `p-${domain.slice(0, 3)}${i + 1}`, domain, text, isReversed })
    }
  return items
}

export const personalityItems: readonly PersonalityBankItem[] = build()
