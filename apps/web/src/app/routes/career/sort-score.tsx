import { SortScorePage } from '../../../features/career/components/new-exam-choose-pages.tsx'
import { useSelectExamQuery } from './use-select-exam-query.ts'

export function Component() {
  const { provinceId } = useSelectExamQuery()
  return <SortScorePage key={provinceId} provinceId={provinceId} />
}
