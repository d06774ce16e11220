import { ChooseSubjectPage } from '../../../features/career/components/choose-subject-page.tsx'
import { useSelectExamQuery } from './use-select-exam-query.ts'

export function Component() {
  const { provinceId, filter } = useSelectExamQuery()
  return <ChooseSubjectPage provinceId={provinceId} filter={filter} />
}
