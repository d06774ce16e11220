import { useSearchParams } from 'react-router'
import { SchoolScreenPage } from '../../../features/lookup/components/school-screen-page.tsx'
import { filterFromQuery } from '../../../features/lookup/components/search-school-page.tsx'

export function Component() {
  const [search] = useSearchParams()
  return <SchoolScreenPage initial={filterFromQuery(search)} />
}
