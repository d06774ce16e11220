import { LiveSchedulePage } from '../../../features/learning/components/live-schedule-page.tsx'

export function Component() {
  return <LiveSchedulePage />
}
