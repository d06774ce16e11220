import { MbtiReportPage } from '../../../features/assessment/components/mbti-report-page.tsx'
import { useAssessmentQuery } from './use-assessment-query.ts'

export function Component() {
  const { testId } = useAssessmentQuery()
  return <MbtiReportPage key={testId} testId={testId} />
}
