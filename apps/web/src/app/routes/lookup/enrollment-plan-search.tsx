import { useSearchParams } from 'react-router'
import { DataMajorPage } from '../../../features/lookup/components/data-major-page.tsx'
import { useUserProvinceId } from '../../../features/lookup/utils/lookup-params.ts'

export function Component() {
  const [search] = useSearchParams()
  const fallback = useUserProvinceId()
  return <DataMajorPage kind="plan" provinceId={Number(search.get('ProvinceId')) || fallback} />
}
