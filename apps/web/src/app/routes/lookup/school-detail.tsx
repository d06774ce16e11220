import { useSearchParams } from 'react-router'
import { SchoolDetailPage } from '../../../features/lookup/components/school-detail-page.tsx'

export function Component() {
  const [search] = useSearchParams()
  const id = search.get('id') ?? ''
  return <SchoolDetailPage key={id} schoolId={id} />
}
