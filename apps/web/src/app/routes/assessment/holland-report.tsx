import { HollandReportPage } from '../../../features/assessment/components/holland-report-page.tsx'
import { useAssessmentQuery } from './use-assessment-query.ts'

export function Component() {
  const { testId } = useAssessmentQuery()
  return <HollandReportPage key={testId} testId={testId} />
}
