import { ChooseSubjectScreenPage } from '../../../features/career/components/choose-subject-screen-page.tsx'
import { useSelectExamQuery } from './use-select-exam-query.ts'

export function Component() {
  return <ChooseSubjectScreenPage filter={useSelectExamQuery().filter} />
}
