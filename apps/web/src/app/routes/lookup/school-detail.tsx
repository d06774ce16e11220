import { useSearchParams } from 'react-router'
import { SchoolDetailPage } from '../../../features/lookup/components/school-detail-page.tsx'
import { SchoolReach } from '../../../features/wish/components/school-reach.tsx'
import { useScoreProfile } from '../../../features/wish/api/wish-queries.ts'

export function Component() {
  const [search] = useSearchParams()
  const id = search.get('id') ?? ''
  const profile = useScoreProfile().data?.ScoreProfile
  // the candidate's units within reach and track (wish) on the college page (lookup): composed here, where features meet
  const track = profile ? { provinceId: profile.ProvinceId, name: profile.SubjectTypeName } : null
  return <SchoolDetailPage key={id} schoolId={id} reach={<SchoolReach schoolId={id} />} track={track} />
}
