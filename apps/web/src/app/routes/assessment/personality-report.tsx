import { PersonalityReportPage } from '../../../features/assessment/components/personality-report-page.tsx'
import { useAssessmentQuery } from './use-assessment-query.ts'

export function Component() {
  const { testId } = useAssessmentQuery()
  return <PersonalityReportPage key={testId} testId={testId} />
}
