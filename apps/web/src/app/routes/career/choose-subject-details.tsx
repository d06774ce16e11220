import { ComboDetailsPage } from '../../../features/career/components/combo-details-page.tsx'
import { useSelectExamQuery } from './use-select-exam-query.ts'

export function Component() {
  const { provinceId, filter, search } = useSelectExamQuery()
  return <ComboDetailsPage provinceId={provinceId} combo={search.get('combo') ?? ''} compare={search.get('compare') ?? ''} filter={filter} />
}
