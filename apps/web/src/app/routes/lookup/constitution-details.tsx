import { useSearchParams } from 'react-router'
import { CharterDetailPage } from '../../../features/lookup/components/charter-detail-page.tsx'

export function Component() {
  const [search] = useSearchParams()
  return <CharterDetailPage id={Number(search.get('id')) || 0} />
}
