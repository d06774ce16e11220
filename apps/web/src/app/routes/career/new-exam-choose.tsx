import { NewExamChoosePage } from '../../../features/career/components/new-exam-choose-page.tsx'
import { useSelectExamQuery } from './use-select-exam-query.ts'

export function Component() {
  return <NewExamChoosePage provinceId={useSelectExamQuery().provinceId} />
}
