import { EnterContentPage } from '../../../features/assessment/components/hub-pages.tsx'
import { useAssessmentQuery } from './use-assessment-query.ts'

export function Component() {
  return <EnterContentPage kind={useAssessmentQuery().kind} />
}
