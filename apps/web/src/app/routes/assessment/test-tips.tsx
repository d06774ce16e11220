import { TestTipsPage } from '../../../features/assessment/components/test-tips-page.tsx'
import { useAssessmentQuery } from './use-assessment-query.ts'

export function Component() {
  const { kind } = useAssessmentQuery()
  return <TestTipsPage key={kind} kind={kind} />
}
