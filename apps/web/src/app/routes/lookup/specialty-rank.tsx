import { useSearchParams } from 'react-router'
import { SpecialtyRankPage } from '../../../features/lookup/components/specialty-rank-page.tsx'

export function Component() {
  const [search] = useSearchParams()
  return <SpecialtyRankPage initialId={search.get('id') ?? ''} />
}
