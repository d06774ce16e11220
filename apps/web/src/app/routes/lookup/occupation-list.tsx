import { useSearchParams } from 'react-router'
import { OccupationListPage } from '../../../features/lookup/components/career-pages.tsx'

export function Component() {
  const [search] = useSearchParams()
  return <OccupationListPage key={search.toString()} code={search.get('code') ?? ''} name={search.get('name') ?? ''} />
}
