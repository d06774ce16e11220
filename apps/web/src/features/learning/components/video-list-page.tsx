import { InfiniteList } from '../../../components/lists/infinite-list.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { useResource, useVideoList } from '../api/catalog.ts'
import { VideoCard } from './cards.tsx'
import { VideoPlayer } from './video-player.tsx'
import './learning.css'

/** Videos of a category; the one being played sits on top. */
export function VideoListPage({ categoryId, playId, onPlay }: { categoryId?: number; playId: number; onPlay: (id: number) => void }) {
  const list = useVideoList(categoryId)
  const playing = useResource(playId)
  const items = list.data?.pages.flatMap((p) => p.List) ?? []
  return (
    <div className="gk-learn">
      {playing.data ? (
        <div className="gk-learn-player">
          <VideoPlayer
            key={playing.data.ID}
            url={playing.data.MediaUrl}
            mediaType={playing.data.MediaType}
            poster={playing.data.Cover}
            startAt={playing.data.Position}
          />
          <h3 className="gk-learn-player__title">{playing.data.Title}</h3>
        </div>
      ) : null}
      {list.isPending ? (
        <LoadingPlaceholder />
      ) : (
        <InfiniteList
          items={items}
          getKey={(v) => v.ID}
          renderItem={(v) => <VideoCard video={v} onOpen={onPlay} />}
          hasMore={Boolean(list.hasNextPage)}
          loadMore={() => list.fetchNextPage()}
        />
      )}
    </div>
  )
}
