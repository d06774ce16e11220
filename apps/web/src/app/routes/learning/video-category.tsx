import { VideoCategoryGrid } from '../../../features/learning/components/video-pages.tsx'

export function Component() {
  return <VideoCategoryGrid />
}
