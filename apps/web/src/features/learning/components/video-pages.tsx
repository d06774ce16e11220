import { Grid, SearchBar } from 'antd-mobile'
import { useState } from 'react'
import { InfiniteList } from '../../../components/lists/infinite-list.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { openPage } from '../../../lib/navigation.ts'
import { paths } from '../../../config/paths.ts'
import { useResource, useVideoCategories, useVideoList } from '../api/catalog.ts'
import { mediaSrc } from '../utils/format.ts'
import { VideoCard } from './cards.tsx'
import { CourseList } from './course-index.tsx'
import { VideoPlayer } from './video-player.tsx'
import './learning.css'

/** Video categories as a grid of covers. */
export function VideoCategoryGrid() {
  const categories = useVideoCategories()
  if (categories.isPending) return <LoadingPlaceholder />
  if (!categories.data?.length) return <EmptyPage />
  return (
    <Grid columns={2} gap={12} className="gk-learn gk-learn-grid">
      {categories.data.map((c) => (
        <Grid.Item key={c.ID} onClick={() => openPage(paths.videoList, { query: { categoryId: String(c.ID), title: c.Name } })}>
          <div className="gk-learn-tile">
            {c.Icon ? <img src={mediaSrc(c.Icon)} alt="" /> : null}
            <div>{c.Name}</div>
            <small>{c.Count} 个视频</small>
          </div>
        </Grid.Item>
      ))}
    </Grid>
  )
}

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

/** All courses, optionally of one category, with a keyword search. */
export function CourseListPage({ categoryId }: { categoryId?: number }) {
  const [keyword, setKeyword] = useState('')
  return (
    <div className="gk-learn">
      <SearchBar placeholder="搜索课程" onSearch={setKeyword} onClear={() => setKeyword('')} />
      <CourseList categoryId={categoryId} keyword={keyword} />
    </div>
  )
}
