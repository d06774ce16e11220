import { useSearchParams } from 'react-router'
import { DataSchoolPage } from '../../../features/lookup/components/data-school-page.tsx'
import { useUserProvinceId } from '../../../features/lookup/utils/lookup-params.ts'

export function Component() {
  const [search] = useSearchParams()
  const fallback = useUserProvinceId()
  const id = search.get('id') ?? ''
  return <DataSchoolPage key={id} kind="plan" provinceId={Number(search.get('ProvinceId')) || fallback} schoolId={id} />
}
