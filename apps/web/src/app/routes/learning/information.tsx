import { NewsListPage } from '../../../features/learning/components/news-pages.tsx'

export function Component() {
  return <NewsListPage />
}
