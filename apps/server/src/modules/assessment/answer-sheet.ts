import { ErrorCode, type Submission } from '@gk/contract'
import { AppError } from '../../kernel/app-error.ts'

/** What a bank accepts: item id → allowed answer values, in display order. */
export type SheetSpec = { version: string; items: readonly { id: string; values: readonly number[] }[] }

/**
 * Checks a submitted answer sheet against its bank and returns the answers by item id. Refuses, with
 * a message the student can act on, an outdated version, unknown or repeated items, values outside
 * an item's options and missing items (an incomplete sheet is never scored).
 */
export function readAnswerSheet(spec: SheetSpec, submission: Submission): Map<string, number> {
  if (submission.Version !== spec.version) throw new AppError(ErrorCode.InvalidInput, '题库已更新，请重新开始测评')
  const index = new Map(spec.items.map((item, i) => [item.id, { ...item, position: i + 1 }]))
  const answers = new Map<string, number>()
  for (const answer of submission.Answers) {
    const item = index.get(answer.ID)
    if (!item) throw new AppError(ErrorCode.InvalidInput, `答卷中有不属于本测评的题目（${answer.ID.slice(0, 20)}），请重新开始测评`)
    if (answers.has(answer.ID)) throw new AppError(ErrorCode.InvalidInput, `第 ${item.position} 题重复作答，请重新提交`)
    if (!item.values.includes(answer.Value)) throw new AppError(ErrorCode.InvalidInput, `第 ${item.position} 题的答案不在选项范围内，请重新作答`)
    answers.set(answer.ID, answer.Value)
  }
  const missing = spec.items.filter((item) => !answers.has(item.id))
  if (missing.length > 0) {
    const first = index.get(missing[0]!.id)!.position
    throw new AppError(ErrorCode.InvalidInput, `还有 ${missing.length} 道题未作答（第 ${first} 题起），请完成全部题目后再提交`)
  }
  return answers
}
