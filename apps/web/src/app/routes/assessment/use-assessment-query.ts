import { useSearchParams } from 'react-router'
import type { AssessmentKind } from '@gk/contract'
import { kindOf } from '../../../features/assessment/utils/test-draft.ts'

/** The `type` (assessment kind) and `id` (stored result) of the current route's query. */
export function useAssessmentQuery(): { kind: AssessmentKind; testId: number } {
  const [search] = useSearchParams()
  return { kind: kindOf(search.get('type')), testId: Number(search.get('id')) || 0 }
}
