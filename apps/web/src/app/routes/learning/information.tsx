import { NewsListPage } from '../../../features/learning/components/news-list-page.tsx'

export function Component() {
  return <NewsListPage />
}
