import { useSearchParams } from 'react-router'
import { StudyDetail } from '../../../features/learning/components/study-detail.tsx'

// the learning feature's player page: same content store, same progress saving
export function Component() {
  const [search] = useSearchParams()
  return <StudyDetail id={Number(search.get('id')) || 0} />
}
