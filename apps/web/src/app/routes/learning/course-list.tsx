import { useSearchParams } from 'react-router'
import { CourseListPage } from '../../../features/learning/components/course-list-page.tsx'

export function Component() {
  const [search] = useSearchParams()
  const categoryId = Number(search.get('categoryId')) || undefined
  return <CourseListPage categoryId={categoryId} />
}
