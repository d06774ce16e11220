import { useSearchParams } from 'react-router'
import { OccupationTypeSearchPage } from '../../../features/lookup/components/occupation-type-search-page.tsx'

export function Component() {
  const [search] = useSearchParams()
  return <OccupationTypeSearchPage initialCode={search.get('code') ?? ''} />
}
