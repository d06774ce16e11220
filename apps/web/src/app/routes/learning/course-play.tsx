import { useSearchParams } from 'react-router'
import { CoursePlayer } from '../../../features/learning/components/course-player.tsx'

export function Component() {
  const [search, setSearch] = useSearchParams()
  const courseId = Number(search.get('courseId')) || 0
  const lessonId = Number(search.get('lessonId')) || 0
  return (
    <CoursePlayer
      courseId={courseId}
      lessonId={lessonId}
      onSelectLesson={(id) => setSearch({ courseId: String(courseId), lessonId: String(id) }, { replace: true })}
    />
  )
}
