import { VideoCategoryGrid } from '../../../features/learning/components/video-category-grid.tsx'

export function Component() {
  return <VideoCategoryGrid />
}
