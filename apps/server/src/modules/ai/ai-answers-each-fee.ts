import type { Entities } from './ai-nlu.ts'
import type { Plan } from './ai-plan.ts'
import { planFactsAnswer } from './ai-answers-plan-facts.ts'
import type { FeeAsk } from './ai-tuition-asks.ts'

/**
 * Each fee asked of one college (ai-tuition-asks.ts), answered one by one from the college's plan with that ask's own
 * major and programme word: 「软件工程中外合作」 gets the 中外合作 fee (and the ordinary one beside it, ADR 090),
 * 「普通的计算机」 the ordinary fee, so no fee asked is dropped. The asks keep the order they were said in.
 */
export async function eachFee(plan: Plan, e: Entities, asks: FeeAsk[]): Promise<string> {
  const parts: string[] = []
  for (const ask of asks.slice(0, 4)) {
    const what = ask.majors[0]?.name ?? (/中外合作|合作办学/.test(ask.text) ? '中外合作办学' : '你问的项目')
    parts.push(
      `**${what}${ask.majors.length && /中外合作|合作办学/.test(ask.text) ? '（中外合作）' : ''}**\n\n${await planFactsAnswer(plan, { ...e, majors: ask.majors }, ask.text, 'tuition')}`,
    )
  }
  return [`你问了 ${parts.length} 项学费，逐项按招生计划列出：`, '', parts.join('\n\n---\n\n')].join('\n')
}
