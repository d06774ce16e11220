import { TestContentPage } from '../../../features/assessment/components/test-content-page.tsx'
import { useAssessmentQuery } from './use-assessment-query.ts'

export function Component() {
  const { kind } = useAssessmentQuery()
  return <TestContentPage key={kind} kind={kind} />
}
