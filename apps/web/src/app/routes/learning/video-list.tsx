import { useSearchParams } from 'react-router'
import { VideoListPage } from '../../../features/learning/components/video-list-page.tsx'

export function Component() {
  const [search, setSearch] = useSearchParams()
  const categoryId = Number(search.get('categoryId')) || undefined
  const playId = Number(search.get('play')) || 0
  const play = (id: number) => {
    const next = new URLSearchParams(search)
    next.set('play', String(id))
    setSearch(next, { replace: true })
    window.scrollTo(0, 0)
  }
  return <VideoListPage categoryId={categoryId} playId={playId} onPlay={play} />
}
