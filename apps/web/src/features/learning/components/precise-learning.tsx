import { Button, PullToRefresh } from 'antd-mobile'
import { useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { openPage } from '../../../lib/navigation.ts'
import { paths } from '../../../config/paths.ts'
import { useSession } from '../../../lib/session-store.ts'
import { useResourceList } from '../api/catalog.ts'
import { useContinueList, useLiveSchedule, useRecommendCourses } from '../api/learning.ts'
import { useNoticeBadgeSync } from '../api/notices.ts'
import { formatDuration, mediaSrc } from '../utils/format.ts'
import { CourseCard, ResourceCard } from './cards.tsx'
import { AdBanner, openCourse } from './course-index.tsx'
import { LiveRow } from './live-parts.tsx'
import { NoticeList } from './notice-list.tsx'
import './learning.css'

function Section({ title, more, children }: { title: string; more?: () => void; children: ReactNode }) {
  return (
    <section className="gk-learn-section">
      <h3>
        {title}
        {more ? (
          <button type="button" className="gk-learn-more" onClick={more}>
            更多 ›
          </button>
        ) : null}
      </h3>
      {children}
    </section>
  )
}

function ContinueWatching() {
  const list = useContinueList()
  if (!list.data?.length) return null
  return (
    <Section title="继续学习">
      <div className="gk-learn-strip">
        {list.data.map((item) => (
          <div
            key={item.ItemId}
            className="gk-learn-strip__item"
            role="button"
            tabIndex={0}
            onClick={() =>
              item.CourseId
                ? openPage(paths.coursePlay, {
                    query: { courseId: String(item.CourseId), lessonId: String(item.ItemId) },
                  })
                : openPage(paths.onlineStudyDetail, { query: { id: String(item.ItemId) } })
            }
          >
            {item.Cover ? <img src={mediaSrc(item.Cover)} alt="" /> : null}
            <div className="gk-learn-strip__title">{item.Title}</div>
            <div className="gk-learn-muted">{item.Completed ? '已学完' : `学到 ${formatDuration(item.Position)}`}</div>
          </div>
        ))}
      </div>
    </Section>
  )
}

/** The precise-learning tab: continue, recommended courses, live today, resources, notices. */
export function PreciseLearning() {
  const token = useSession((s) => s.token)
  useNoticeBadgeSync()
  const queryClient = useQueryClient()
  const recommended = useRecommendCourses()
  const live = useLiveSchedule('today')
  const resources = useResourceList({ Track: 'online' })
  const liveToday = live.data?.pages[0]?.List.slice(0, 3) ?? []
  return (
    <PullToRefresh onRefresh={() => queryClient.invalidateQueries()}>
      <div className="gk-learn gk-learn--tab">
        <header className="gk-learn-tabhead">精准学</header>
        <AdBanner position="learning" />
        {token ? <ContinueWatching /> : null}
        <Section title={recommended.data?.Grade ? `为${recommended.data.Grade}推荐` : '推荐课程'} more={() => openPage(paths.courseIndex)}>
          {(recommended.data?.List ?? []).map((c) => (
            <CourseCard key={c.ID} course={c} onOpen={openCourse} />
          ))}
        </Section>
        <Section title="今日直播" more={() => openPage(paths.liveIndex)}>
          {liveToday.length ? liveToday.map((s) => <LiveRow key={s.ID} session={s} />) : <p className="gk-learn-muted">今天暂无直播</p>}
        </Section>
        <Section title="学习资源" more={() => openPage(paths.onlineStudy)}>
          {(resources.data?.pages[0]?.List ?? []).slice(0, 3).map((r) => (
            <ResourceCard key={r.ID} resource={r} onOpen={(id) => openPage(paths.onlineStudyDetail, { query: { id: String(id) } })} />
          ))}
        </Section>
        <Section title="通知与消息">
          {token ? (
            <NoticeList />
          ) : (
            <Button block onClick={() => openPage(paths.smsLogin)}>
              登录后查看通知与消息
            </Button>
          )}
        </Section>
      </div>
    </PullToRefresh>
  )
}
