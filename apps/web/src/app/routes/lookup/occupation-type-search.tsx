import { useSearchParams } from 'react-router'
import { OccupationTypeSearchPage } from '../../../features/lookup/components/career-pages.tsx'

export function Component() {
  const [search] = useSearchParams()
  return <OccupationTypeSearchPage initialCode={search.get('code') ?? ''} />
}
