import type { AssessmentKind, QuestionList } from '@gk/contract'
import type { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import { useQuestionList } from '../api/assessment.ts'

export type TestPageProps = { kind: AssessmentKind }

export const open = (path: (typeof paths)[keyof typeof paths], kind: AssessmentKind, extra: Record<string, string> = {}) =>
  openPage(path, { query: { type: kind, ...extra } })

export function useBank(kind: AssessmentKind): { bank: QuestionList | undefined; isPending: boolean } {
  const list = useQuestionList(kind)
  return { bank: list.data, isPending: list.isPending }
}
