import { TestSubmitPage } from '../../../features/assessment/components/test-submit-page.tsx'
import { useAssessmentQuery } from './use-assessment-query.ts'

export function Component() {
  const { kind } = useAssessmentQuery()
  return <TestSubmitPage key={kind} kind={kind} />
}
