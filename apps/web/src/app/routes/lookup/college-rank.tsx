import { useSearchParams } from 'react-router'
import { CollegeRankPage } from '../../../features/lookup/components/college-rank-page.tsx'

export function Component() {
  const [search] = useSearchParams()
  return <CollegeRankPage key={search.toString()} provinceId={Number(search.get('ProvinceId')) || undefined} type={search.get('Type') || undefined} />
}
