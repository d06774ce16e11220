import { EnterContentPage } from '../../../features/assessment/components/enter-content-page.tsx'
import { useAssessmentQuery } from './use-assessment-query.ts'

export function Component() {
  return <EnterContentPage kind={useAssessmentQuery().kind} />
}
