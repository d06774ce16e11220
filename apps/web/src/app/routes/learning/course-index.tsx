import { CourseIndex } from '../../../features/learning/components/course-index.tsx'

export function Component() {
  return <CourseIndex />
}
