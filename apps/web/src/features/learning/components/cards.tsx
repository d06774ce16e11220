import { Tag } from 'antd-mobile'
import type { ReactNode } from 'react'
import type { CourseSummary, ResourceSummary, VideoSummary } from '@gk/contract'
import { formatDuration, mediaSrc, priceLabel } from '../utils/format.ts'
import './learning.css'

export function PriceTag({ price, locked }: { price: number; locked: boolean }) {
  if (price <= 0)
    return (
      <Tag color="success" fill="outline">
        免费
      </Tag>
    )
  return (
    <Tag color={locked ? 'warning' : 'primary'} fill="outline">
      {locked ? `会员 ${priceLabel(price)}` : '已解锁'}
    </Tag>
  )
}

/** Left cover, right title and facts: one row of a course, video or resource list. */
function MediaRow({ cover, title, lines, tag, onClick }: { cover: string; title: string; lines: string[]; tag?: ReactNode; onClick: () => void }) {
  return (
    <div className="gk-learn-row" role="button" tabIndex={0} onClick={onClick}>
      {cover ? <img className="gk-learn-row__cover" src={mediaSrc(cover)} alt="" loading="lazy" /> : <div className="gk-learn-row__cover" />}
      <div className="gk-learn-row__body">
        <div className="gk-learn-row__title">{title}</div>
        {lines.map((line) => (
          <div key={line} className="gk-learn-row__line">
            {line}
          </div>
        ))}
        {tag}
      </div>
    </div>
  )
}

export function CourseCard({ course, onOpen }: { course: CourseSummary; onOpen: (id: number) => void }) {
  return (
    <MediaRow
      cover={course.Cover}
      title={course.Title}
      lines={[course.Summary, `${course.LessonCount} 节课 · ${course.Teacher || '本站老师'} · ${course.ViewCount} 人学过`]}
      tag={
        <>
          <PriceTag price={course.Price} locked={course.Locked} />{' '}
          {course.Price === 0 && course.PaidLessonCount > 0 ? (
            <Tag color="warning" fill="outline">
              含 {course.PaidLessonCount} 节会员课
            </Tag>
          ) : null}
        </>
      }
      onClick={() => onOpen(course.ID)}
    />
  )
}

export function VideoCard({ video, onOpen }: { video: VideoSummary; onOpen: (id: number) => void }) {
  return (
    <MediaRow
      cover={video.Cover}
      title={video.Title}
      lines={[video.Summary, `${formatDuration(video.Duration)} · ${video.ViewCount} 次播放`]}
      tag={<PriceTag price={video.Price} locked={video.Locked} />}
      onClick={() => onOpen(video.ID)}
    />
  )
}

const typeLabel: Record<string, string> = { video: '视频', document: '文档', article: '图文' }

export function ResourceCard({ resource, onOpen }: { resource: ResourceSummary; onOpen: (id: number) => void }) {
  const facts = [typeLabel[resource.ResourceType] ?? resource.ResourceType, resource.Grade, resource.Subject].filter(Boolean).join(' · ')
  return (
    <MediaRow
      cover={resource.Cover}
      title={resource.Title}
      lines={[resource.Summary, facts]}
      tag={<PriceTag price={resource.Price} locked={resource.Locked} />}
      onClick={() => onOpen(resource.ID)}
    />
  )
}
