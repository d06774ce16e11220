import { SortScorePage } from '../../../features/career/components/sort-score-page.tsx'
import { useSelectExamQuery } from './use-select-exam-query.ts'

export function Component() {
  const { provinceId } = useSelectExamQuery()
  return <SortScorePage key={provinceId} provinceId={provinceId} />
}
