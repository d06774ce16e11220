import { LiveSchedulePage } from '../../../features/learning/components/live-pages.tsx'

export function Component() {
  return <LiveSchedulePage />
}
