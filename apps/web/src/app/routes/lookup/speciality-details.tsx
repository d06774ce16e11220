import { useSearchParams } from 'react-router'
import { SpecialtyDetailPage } from '../../../features/lookup/components/specialty-detail-page.tsx'

export function Component() {
  const [search] = useSearchParams()
  const id = search.get('id') ?? ''
  return <SpecialtyDetailPage key={id} specialtyId={id} />
}
