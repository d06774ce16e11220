import { useSearchParams } from 'react-router'
import { SpecialtyDetailPage } from '../../../features/lookup/components/specialty-detail-page.tsx'
import { MajorAdmitters } from '../../../features/wish/components/major-admitters.tsx'

export function Component() {
  const [search] = useSearchParams()
  const id = search.get('id') ?? ''
  // the colleges that admit the major within the student's reach (wish) on the major page (lookup): composed here, where features meet
  return <SpecialtyDetailPage key={id} specialtyId={id} admitters={(name) => <MajorAdmitters majorName={name} />} />
}
