import { useSearchParams } from 'react-router'
import { NewsDetailPage } from '../../../features/learning/components/news-detail-page.tsx'

export function Component() {
  const [search] = useSearchParams()
  return <NewsDetailPage id={Number(search.get('id')) || 0} />
}
