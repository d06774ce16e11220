import { useSearchParams } from 'react-router'
import { IndustryListPage } from '../../../features/lookup/components/industry-list-page.tsx'

export function Component() {
  const [search] = useSearchParams()
  return <IndustryListPage key={search.toString()} code={search.get('code') ?? ''} name={search.get('name') ?? ''} />
}
