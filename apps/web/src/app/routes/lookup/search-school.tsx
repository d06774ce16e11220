import { useSearchParams } from 'react-router'
import { SearchSchoolPage, filterFromQuery } from '../../../features/lookup/components/search-school-page.tsx'

export function Component() {
  const [search] = useSearchParams()
  // the filter screen hands its choice back in the query; a new query remounts the list
  return <SearchSchoolPage key={search.toString()} filter={filterFromQuery(search)} initialKeyword={search.get('q') ?? ''} />
}
