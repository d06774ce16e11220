import { useSearchParams } from 'react-router'
import { CollegeRankScreenPage } from '../../../features/lookup/components/college-rank-screen-page.tsx'

export function Component() {
  const [search] = useSearchParams()
  return <CollegeRankScreenPage provinceId={Number(search.get('ProvinceId')) || undefined} type={search.get('Type') || undefined} />
}
