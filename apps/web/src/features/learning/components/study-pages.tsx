import { Button, SearchBar, Selector } from 'antd-mobile'
import { FilterOutline } from 'antd-mobile-icons'
import { useState } from 'react'
import { InfiniteList } from '../../../components/lists/infinite-list.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { openPage } from '../../../lib/navigation.ts'
import { paths } from '../../../config/paths.ts'
import { useGrades, useResource, useResourceList, useResourceSearch, useSubjects } from '../api/catalog.ts'
import { mediaSrc } from '../utils/format.ts'
import { ResourceCard } from './cards.tsx'
import { RichText } from './rich-text.tsx'
import { useProgressSaver } from './use-progress-saver.ts'
import { VideoPlayer } from './video-player.tsx'
import './learning.css'

export type StudyTrack = 'online' | 'drill'
export type StudyFilter = {
  grade?: string
  subject?: string
  type?: 'video' | 'document' | 'article'
}

const routes = {
  online: {
    home: paths.onlineStudy,
    search: paths.onlineStudySearch,
    filter: paths.onlineStudyFilter,
    detail: paths.onlineStudyDetail,
  },
  drill: {
    home: paths.drillIndex,
    search: paths.drillSearch,
    filter: paths.drillFilter,
    detail: paths.drillDetail,
  },
} as const

const openDetail = (track: StudyTrack) => (id: number) => openPage(routes[track].detail, { query: { id: String(id) } })

const TYPES = [
  { label: '视频', value: 'video' },
  { label: '文档', value: 'document' },
  { label: '图文', value: 'article' },
] as const

/** Online or military-training study: search, filters, then the resources. */
export function StudyHome({ track, filter }: { track: StudyTrack; filter: StudyFilter }) {
  const list = useResourceList({
    Track: track,
    Grade: filter.grade,
    Subject: filter.subject,
    ResourceType: filter.type,
  })
  const items = list.data?.pages.flatMap((p) => p.List) ?? []
  const chips = [filter.grade, filter.subject, TYPES.find((t) => t.value === filter.type)?.label].filter(Boolean)
  return (
    <div className="gk-learn">
      <div className="gk-learn-searchrow">
        <div className="gk-learn-searchrow__fake" role="search" onClick={() => openPage(routes[track].search)}>
          {track === 'drill' ? '搜索军训课程' : '搜索学习资源'}
        </div>
        <Button size="small" fill="none" onClick={() => openPage(routes[track].filter, { query: toQuery(filter) })}>
          <FilterOutline /> 筛选
        </Button>
      </div>
      {chips.length > 0 ? <p className="gk-learn-muted">已筛选：{chips.join(' · ')}</p> : null}
      {list.isPending ? (
        <LoadingPlaceholder />
      ) : (
        <InfiniteList
          items={items}
          getKey={(r) => r.ID}
          renderItem={(r) => <ResourceCard resource={r} onOpen={openDetail(track)} />}
          hasMore={Boolean(list.hasNextPage)}
          loadMore={() => list.fetchNextPage()}
        />
      )}
    </div>
  )
}

export function StudySearch({ track }: { track: StudyTrack }) {
  const [keyword, setKeyword] = useState('')
  const results = useResourceSearch({ Track: track, Keyword: keyword })
  const items = results.data?.pages.flatMap((p) => p.List) ?? []
  return (
    <div className="gk-learn">
      <SearchBar
        placeholder={track === 'drill' ? '如：站军姿、正步、叠被子' : '如：位次、选科、错题本'}
        onSearch={(v) => setKeyword(v.trim())}
        onClear={() => setKeyword('')}
        autoFocus
      />
      {!keyword ? (
        <EmptyPage text="输入关键词后搜索" />
      ) : results.isPending ? (
        <LoadingPlaceholder />
      ) : (
        <InfiniteList
          items={items}
          getKey={(r) => r.ID}
          renderItem={(r) => <ResourceCard resource={r} onOpen={openDetail(track)} />}
          hasMore={Boolean(results.hasNextPage)}
          loadMore={() => results.fetchNextPage()}
          emptyText="没有找到相关内容"
        />
      )}
    </div>
  )
}

function toQuery(filter: StudyFilter): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(filter)) if (typeof value === 'string' && value) out[key] = value
  return out
}

export function StudyFilterPage({ track, initial }: { track: StudyTrack; initial: StudyFilter }) {
  const grades = useGrades(track)
  const subjects = useSubjects(track)
  const [filter, setFilter] = useState<StudyFilter>(initial)
  const one = (values: string[]) => values[0] || undefined
  return (
    <div className="gk-learn gk-learn-filter">
      <h4>年级</h4>
      <Selector
        columns={4}
        options={(grades.data ?? []).map((g) => ({ label: g.Name, value: g.ID }))}
        value={filter.grade ? [filter.grade] : []}
        onChange={(v) => setFilter({ ...filter, grade: one(v) })}
      />
      <h4>科目</h4>
      <Selector
        columns={3}
        options={(subjects.data ?? []).map((s) => ({ label: s.Name, value: s.ID }))}
        value={filter.subject ? [filter.subject] : []}
        onChange={(v) => setFilter({ ...filter, subject: one(v) })}
      />
      <h4>类型</h4>
      <Selector
        columns={3}
        options={TYPES.map((t) => ({ label: t.label, value: t.value }))}
        value={filter.type ? [filter.type] : []}
        onChange={(v) => setFilter({ ...filter, type: v[0] })}
      />
      <div className="gk-learn-filter__actions">
        <Button onClick={() => setFilter({})}>重置</Button>
        <Button color="primary" onClick={() => openPage(routes[track].home, { replace: true, query: toQuery(filter) })}>
          确定
        </Button>
      </div>
    </div>
  )
}

/** A study resource: a video (progress saved), a PDF document or an article. */
export function StudyDetail({ id }: { id: number }) {
  const resource = useResource(id)
  const saver = useProgressSaver(resource.data?.ResourceType === 'video' ? id : 0)
  if (resource.isPending) return <LoadingPlaceholder />
  if (!resource.data) return <EmptyPage text="内容不存在或需开通会员" />
  const r = resource.data
  return (
    <div className="gk-learn">
      {r.ResourceType === 'video' && r.MediaUrl ? (
        <div className="gk-learn-player">
          <VideoPlayer url={r.MediaUrl} mediaType={r.MediaType} poster={r.Cover} startAt={r.Position} onProgress={saver.onProgress} onPause={saver.onPause} />
        </div>
      ) : null}
      <section className="gk-learn-section">
        <h3>{r.Title}</h3>
        <p className="gk-learn-muted">{[r.Grade, r.Subject, `${r.ViewCount} 次学习`].filter(Boolean).join(' · ')}</p>
        {r.AttachmentUrl ? (
          <Button block color="primary" fill="outline" onClick={() => void window.open(mediaSrc(r.AttachmentUrl), '_blank', 'noopener')}>
            打开文档（PDF）
          </Button>
        ) : null}
        {r.Content ? <RichText html={r.Content} /> : <p className="gk-learn-rich">{r.Summary}</p>}
      </section>
    </div>
  )
}
