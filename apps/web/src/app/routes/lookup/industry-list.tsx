import { useSearchParams } from 'react-router'
import { IndustryListPage } from '../../../features/lookup/components/career-pages.tsx'

export function Component() {
  const [search] = useSearchParams()
  return <IndustryListPage key={search.toString()} code={search.get('code') ?? ''} name={search.get('name') ?? ''} />
}
