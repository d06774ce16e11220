import { useSearchParams } from 'react-router'
import { OccupationListPage } from '../../../features/lookup/components/occupation-list-page.tsx'

export function Component() {
  const [search] = useSearchParams()
  return <OccupationListPage key={search.toString()} code={search.get('code') ?? ''} name={search.get('name') ?? ''} />
}
