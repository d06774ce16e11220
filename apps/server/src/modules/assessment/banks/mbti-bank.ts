import type { Dichotomy, Pole } from '@gk/domain'

/**
 * MBTI-style four-dichotomy inventory written for this app: forced choice between two options, each
 * pointing to one pole. Seven items per dichotomy (odd, so a dichotomy can never tie; domain-rules
 * §5.2). Not the official MBTI® instrument and not derived from it or from OEJTS (non-commercial).
 * Option order alternates so the left option is not always the same pole.
 */
export type MbtiBankItem = { id: string; dichotomy: Dichotomy; text: string; a: { text: string; pole: Pole }; b: { text: string; pole: Pole } }

export const mbtiVersion = 'mbti-style-2026.1'

type Raw = [text: string, first: string, second: string, firstPole: Pole]

const raw: Record<Dichotomy, Raw[]> = {
  EI: [
    ['周末有空时，你更想', '约朋友出去玩', '在家做自己喜欢的事', 'E'],
    ['课后一整天的集体活动结束后，你通常', '需要独处一会儿恢复精力', '还很兴奋，想继续聊', 'I'],
    ['遇到难题时，你更习惯', '找人边说边想', '自己先安静地想清楚', 'E'],
    ['在新班级里，你往往', '等别人先来和我说话', '主动和周围同学打招呼', 'I'],
    ['你更喜欢的学习方式是', '小组讨论', '独立阅读和练习', 'E'],
    ['别人对你的印象更可能是', '安静、慢热', '开朗、健谈', 'I'],
    ['参加聚会时，你通常', '认识很多新朋友', '和一两个熟人深聊', 'E'],
  ],
  SN: [
    ['学习新知识时，你更看重', '具体的例子和步骤', '背后的原理和联系', 'S'],
    ['描述一次旅行时，你更常讲', '它让我想到的感受和联想', '去了哪里、吃了什么、花了多少', 'N'],
    ['你更欣赏的同学是', '踏实可靠、注重细节的', '点子多、有想象力的', 'S'],
    ['读一篇文章时，你更容易注意到', '言外之意和可能的含义', '文中写明的事实和数据', 'N'],
    ['做手工或实验时，你倾向于', '按说明一步一步来', '先试试自己的新方法', 'S'],
    ['谈到未来，你更常想的是', '各种可能性和远景', '眼下能做的具体安排', 'N'],
    ['你更相信', '亲身经历过的事情', '自己的直觉和灵感', 'S'],
  ],
  TF: [
    ['朋友做了一个你觉得不妥的决定，你会', '直接指出其中的问题', '先照顾他的感受再委婉提醒', 'T'],
    ['评价一份小组作业时，你更看重', '大家是否都投入、相处愉快', '结论是否正确、逻辑是否严密', 'F'],
    ['做选择时，你更依靠', '利弊分析', '自己和他人的感受', 'T'],
    ['别人夸你时，你更希望听到', '你很体贴、很善良', '你很聪明、很能干', 'F'],
    ['班级要定规则时，你更在意', '规则对所有人一视同仁', '规则能照顾到特殊情况', 'T'],
    ['看到同学争吵，你首先想的是', '怎样让双方都不难过', '到底是谁说得有道理', 'F'],
    ['你觉得更难做到的是', '对别人的情绪感同身受', '在争论中保持客观冷静', 'T'],
  ],
  JP: [
    ['考试前的复习，你通常', '提前列好计划并按计划执行', '看状态灵活安排', 'J'],
    ['出去玩时，你更喜欢', '随走随看，临时决定', '事先把路线和时间定好', 'P'],
    ['你的书桌和书包通常', '整齐有序', '有点乱，但我找得到东西', 'J'],
    ['面对一项作业，你往往', '快到截止时间才集中完成', '尽早做完心里才踏实', 'P'],
    ['计划被临时打乱时，你会', '感到不舒服，想尽快重新安排', '觉得也挺好，顺其自然', 'J'],
    ['做决定时，你更倾向于', '多收集信息，不急着下结论', '尽快定下来，好往下推进', 'P'],
    ['你更喜欢的生活节奏是', '有规律、可预期', '有变化、有惊喜', 'J'],
  ],
}

const other: Record<Pole, Pole> = { E: 'I', I: 'E', S: 'N', N: 'S', T: 'F', F: 'T', J: 'P', P: 'J' }

/** Round-robin over the dichotomies so consecutive items measure different preferences. */
function build(): MbtiBankItem[] {
  const items: MbtiBankItem[] = []
  const keys = Object.keys(raw) as Dichotomy[]
  for (let i = 0; i < 7; i++) {
    for (const dichotomy of keys) {
      const [text, first, second, firstPole] = raw[dichotomy][i]!
      items.push({
        id: `m-${dichotomy}${i + 1}`,
        dichotomy,
        text,
        a: { text: first, pole: firstPole },
        b: { text: second, pole: other[firstPole] },
      })
    }
  }
  return items
}

export const mbtiItems: readonly MbtiBankItem[] = build()
