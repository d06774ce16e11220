import { Swiper, Tabs } from 'antd-mobile'
import { useState } from 'react'
import { InfiniteList } from '../../../components/lists/infinite-list.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { openPage } from '../../../lib/navigation.ts'
import { paths } from '../../../config/paths.ts'
import { useAds, useCourseCategories, useCourseList, useMainVideos } from '../api/catalog.ts'
import { CourseCard, VideoCard } from './cards.tsx'
import { mediaSrc } from '../utils/format.ts'
import './learning.css'

/** Banners of a position; a banner link is an in-app hash route or a web page. */
export function AdBanner({ position }: { position: string }) {
  const ads = useAds(position)
  if (!ads.data?.length) return null
  return (
    <Swiper className="gk-learn-banner" autoplay loop>
      {ads.data.map((ad) => (
        <Swiper.Item key={ad.ID}>
          <img
            src={mediaSrc(ad.Image)}
            alt={ad.Title}
            onClick={() => {
              if (ad.Link.startsWith('#/')) window.location.hash = ad.Link.slice(1)
            }}
          />
        </Swiper.Item>
      ))}
    </Swiper>
  )
}

export const openCourse = (courseId: number) => openPage(paths.coursePlay, { query: { courseId: String(courseId) } })
export const openVideo = (id: number) => openPage(paths.videoList, { query: { play: String(id) } })

export function CourseList({ categoryId, keyword }: { categoryId?: number; keyword?: string }) {
  const list = useCourseList({ CategoryId: categoryId, Keyword: keyword || undefined })
  if (list.isPending) return <LoadingPlaceholder />
  const items = list.data?.pages.flatMap((p) => p.List) ?? []
  return (
    <InfiniteList
      items={items}
      getKey={(c) => c.ID}
      renderItem={(c) => <CourseCard course={c} onOpen={openCourse} />}
      hasMore={Boolean(list.hasNextPage)}
      loadMore={() => list.fetchNextPage()}
    />
  )
}

/** Courses home: banners, featured videos, then courses by category. */
export function CourseIndex() {
  const categories = useCourseCategories()
  const videos = useMainVideos()
  const [active, setActive] = useState('all')
  return (
    <div className="gk-learn">
      <AdBanner position="home" />
      <div className="gk-learn-shortcuts">
        <button type="button" onClick={() => openPage(paths.videoCategory)}>
          视频分类
        </button>
        <button type="button" onClick={() => openPage(paths.liveIndex)}>
          直播课堂
        </button>
        <button type="button" onClick={() => openPage(paths.onlineStudy)}>
          在线学习
        </button>
        <button type="button" onClick={() => openPage(paths.drillIndex)}>
          军训课堂
        </button>
      </div>
      {videos.data?.length ? (
        <section className="gk-learn-section">
          <h3>精选视频</h3>
          {videos.data.map((v) => (
            <VideoCard key={v.ID} video={v} onOpen={openVideo} />
          ))}
        </section>
      ) : null}
      <section className="gk-learn-section">
        <h3>全部课程</h3>
        <Tabs activeKey={active} onChange={setActive}>
          <Tabs.Tab title="全部" key="all" />
          {(categories.data ?? []).map((c) => (
            <Tabs.Tab title={c.Name} key={String(c.ID)} />
          ))}
        </Tabs>
        <CourseList categoryId={active === 'all' ? undefined : Number(active)} />
      </section>
    </div>
  )
}
