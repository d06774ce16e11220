import { WishCoursePage } from '../../../features/consulting/components/wish-course.tsx'

export function Component() {
  return <WishCoursePage />
}
