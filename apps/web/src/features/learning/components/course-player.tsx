import { Button, Collapse, Selector, Tag } from 'antd-mobile'
import { useRef, useState } from 'react'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { openPage } from '../../../lib/navigation.ts'
import { paths } from '../../../config/paths.ts'
import { useCatalog, useResource } from '../api/catalog.ts'
import { useProgressSaver } from './use-progress-saver.ts'
import { formatDuration, priceLabel } from '../utils/format.ts'
import { RichText } from './rich-text.tsx'
import { VideoPlayer, type VideoPlayerHandle } from './video-player.tsx'
import './learning.css'

const SPEEDS = [0.75, 1, 1.25, 1.5, 2]

export type CoursePlayerProps = {
  courseId: number
  lessonId: number
  onSelectLesson: (lessonId: number) => void
}

/** The course player: video with resume, speed and full screen, then the chapters. */
export function CoursePlayer({ courseId, lessonId, onSelectLesson }: CoursePlayerProps) {
  const catalog = useCatalog(courseId)
  const lessons = catalog.data?.Chapters.flatMap((c) => c.Lessons) ?? []
  // no lesson chosen: continue the last one started, else the first free one
  const current =
    lessons.find((l) => l.ID === lessonId) ?? [...lessons].filter((l) => l.Position > 0 && !l.Completed)[0] ?? lessons.find((l) => !l.Locked) ?? lessons[0]
  // a locked lesson is asked for too: the server answers 113 and the request layer opens the member page
  const resource = useResource(current?.ID ?? 0)
  const [speed, setSpeed] = useState(1)
  const player = useRef<VideoPlayerHandle>(null)
  const saver = useProgressSaver(resource.data?.ID ?? 0)

  if (catalog.isPending) return <LoadingPlaceholder />
  if (!catalog.data) return <EmptyPage text="课程不存在或已下架" />
  const { Course, Chapters } = catalog.data

  return (
    <div className="gk-learn">
      <div className="gk-learn-player">
        {current?.Locked ? (
          <div className="gk-learn-locked">
            <p>本节为会员内容（{priceLabel(current.Price)}）</p>
            <Button color="primary" size="small" onClick={() => openPage(paths.openMember)}>
              开通会员观看
            </Button>
          </div>
        ) : resource.data ? (
          <VideoPlayer
            key={resource.data.ID}
            ref={player}
            url={resource.data.MediaUrl}
            mediaType={resource.data.MediaType}
            poster={Course.Cover}
            startAt={resource.data.Position}
            playbackRate={speed}
            onProgress={saver.onProgress}
            onPause={saver.onPause}
          />
        ) : (
          <LoadingPlaceholder />
        )}
      </div>
      <div className="gk-learn-controls">
        <Selector columns={5} options={SPEEDS.map((s) => ({ label: `${s}x`, value: s }))} value={[speed]} onChange={(v) => setSpeed(v[0] ?? 1)} />
        <Button size="small" onClick={() => void player.current?.element()?.requestFullscreen?.()}>
          全屏
        </Button>
      </div>
      {resource.data && resource.data.Position > 0 ? <p className="gk-learn-resume">已为你从 {formatDuration(resource.data.Position)} 继续播放</p> : null}
      <section className="gk-learn-section">
        <h3>{Course.Title}</h3>
        <p className="gk-learn-muted">
          {Course.Teacher} · {Course.LessonCount} 节课 · {Course.ViewCount} 人学过
        </p>
        <Collapse defaultActiveKey={Chapters.map((c) => String(c.ID))}>
          {Chapters.map((chapter) => (
            <Collapse.Panel key={String(chapter.ID)} title={chapter.Title}>
              {chapter.Lessons.map((lesson) => (
                <div
                  key={lesson.ID}
                  role="button"
                  tabIndex={0}
                  className={lesson.ID === current?.ID ? 'gk-learn-lesson gk-learn-lesson--active' : 'gk-learn-lesson'}
                  onClick={() => onSelectLesson(lesson.ID)}
                >
                  <span className="gk-learn-lesson__title">{lesson.Title}</span>
                  <span className="gk-learn-lesson__meta">
                    {lesson.Locked ? (
                      <Tag color="warning" fill="outline">
                        🔒 {priceLabel(lesson.Price)}
                      </Tag>
                    ) : lesson.Completed ? (
                      <Tag color="success" fill="outline">
                        已学完
                      </Tag>
                    ) : lesson.Position > 0 ? (
                      <Tag color="primary" fill="outline">
                        学到 {formatDuration(lesson.Position)}
                      </Tag>
                    ) : null}
                    {formatDuration(lesson.Duration)}
                  </span>
                </div>
              ))}
            </Collapse.Panel>
          ))}
        </Collapse>
        <RichText html={Course.Content} />
      </section>
    </div>
  )
}
