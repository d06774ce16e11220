import { MbtiReportPage } from '../../../features/assessment/components/report-pages.tsx'
import { useAssessmentQuery } from './use-assessment-query.ts'

export function Component() {
  const { testId } = useAssessmentQuery()
  return <MbtiReportPage key={testId} testId={testId} />
}
