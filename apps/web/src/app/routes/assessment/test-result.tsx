import { TestResultPage } from '../../../features/assessment/components/test-result-page.tsx'
import { useAssessmentQuery } from './use-assessment-query.ts'

export function Component() {
  const { kind, testId } = useAssessmentQuery()
  return <TestResultPage kind={kind} testId={testId} />
}
