import type { BigFiveDomain } from '@gk/domain'

/**
 * Level cut-offs on the item mean (1–5): below 2.5 较低, above 3.5 较高. There are no published
 * norms for these items, so the report uses the scale's midpoint bands instead of T scores.
 */
export function levelOf(mean: number): 'low' | 'mid' | 'high' {
  return mean < 2.5 ? 'low' : mean > 3.5 ? 'high' : 'mid'
}

export const levelNames = { low: '较低', mid: '中等', high: '较高' } as const

export const domainTexts: Record<BigFiveDomain, { name: string; low: string; mid: string; high: string; advice: string }> = {
  extraversion: {
    name: '外向性',
    low: '你更享受安静和独处，喜欢先想清楚再开口，适合需要专注的学习方式。',
    mid: '你在热闹和安静之间切换自如，既能参与集体，也能独立学习。',
    high: '你喜欢与人交流，在集体中充满活力，讨论和合作能激发你的学习热情。',
    advice: '外向性较高的同学可多参加社团与讨论；较低的同学可安排独立复习时间，再选择一两个深度交流的伙伴。',
  },
  agreeableness: {
    name: '宜人性',
    low: '你直率、有主见，敢于坚持自己的看法，也要注意照顾他人的感受。',
    mid: '你既能体谅别人，也能在必要时坚持自己的立场。',
    high: '你友善、乐于助人，容易与同学建立信任，是团队里的“润滑剂”。',
    advice: '宜人性高的同学要学会合理拒绝；较低的同学在小组合作中可多倾听再表达。',
  },
  conscientiousness: {
    name: '尽责性',
    low: '你比较随性，灵感来了效率很高，但容易拖延，需要借助外部计划。',
    mid: '你大体能按计划做事，偶尔需要提醒自己坚持。',
    high: '你自律、有条理，学习计划执行得好，是可靠的伙伴。',
    advice: '尽责性较低的同学可使用待办清单和番茄钟；较高的同学注意劳逸结合，避免过度追求完美。',
  },
  neuroticism: {
    name: '情绪敏感性',
    low: '你情绪稳定，遇到压力也能保持平静。',
    mid: '你会有正常的紧张和起伏，一般能自己调整过来。',
    high: '你对压力比较敏感，考试或人际变化容易让你焦虑，值得学习一些放松方法。',
    advice: '情绪敏感性较高的同学可练习深呼吸、运动和倾诉，必要时寻求心理老师帮助。',
  },
  openness: {
    name: '开放性',
    low: '你务实，喜欢熟悉、可靠的方法，善于把已知的事做扎实。',
    mid: '你对新事物有兴趣，同时也重视实用。',
    high: '你好奇心强、想象力丰富，喜欢探索新知识和新观点。',
    advice: '开放性高的同学可尝试跨学科阅读与研究性学习；较低的同学可从身边的小改变开始尝试新方法。',
  },
}

export const personalityDisclaimer = '本问卷参照公开的 IPIP 大五人格结构自编，用于中学生自我了解，不是心理诊断；没有全国常模，水平按题目平均分划分。'
