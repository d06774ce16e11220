import { useSearchParams } from 'react-router'
import { LiveRoom } from '../../../features/learning/components/live-room.tsx'

export function Component() {
  const [search] = useSearchParams()
  return <LiveRoom id={Number(search.get('id')) || 0} />
}
