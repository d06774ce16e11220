import { useEffect, useState } from 'react'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { useLiveInfo } from '../api/learning.ts'
import { formatClock, mediaSrc } from '../utils/format.ts'
import { RichText } from './rich-text.tsx'
import { VideoPlayer } from './video-player.tsx'
import { LiveStateTag } from './live-parts.tsx'
import './learning.css'

function useCountdown(targetMs: number, skewMs: number) {
  const [now, setNow] = useState(() => Date.now() + skewMs)
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + skewMs), 1000)
    return () => clearInterval(timer)
  }, [skewMs])
  return Math.max(0, Math.ceil((targetMs - now) / 1000))
}

function Countdown({ startsAt, skewMs }: { startsAt: string; skewMs: number }) {
  const left = useCountdown(new Date(startsAt).getTime(), skewMs)
  const h = Math.floor(left / 3600)
  const m = Math.floor((left % 3600) / 60)
  const s = left % 60
  return (
    <p className="gk-learn-countdown">
      距开播 {h > 0 ? `${h} 小时 ` : ''}
      {m} 分 {s} 秒
    </p>
  )
}

/**
 * One live session. The state comes from the server clock; the page asks again right after the
 * next boundary (start or end), so it moves from upcoming to live to replay without a reload.
 */
export function LiveRoom({ id }: { id: number }) {
  const info = useLiveInfo(id)
  const { refetch } = info
  const data = info.data
  // server time minus client time, measured at the answer, so countdowns use the server's clock
  const skewMs = data ? new Date(data.ServerTime).getTime() - info.dataUpdatedAt : 0
  useEffect(() => {
    if (!data) return
    const serverNow = Date.now() + skewMs
    const next = [data.StartsAt, data.EndsAt].map((t) => new Date(t).getTime()).find((t) => t > serverNow)
    if (next === undefined) return
    const timer = setTimeout(() => void refetch(), Math.min(next - serverNow + 300, 2_147_000_000))
    return () => clearTimeout(timer)
  }, [data, skewMs, refetch])

  if (info.isPending) return <LoadingPlaceholder />
  if (!data) return <EmptyPage text="直播不存在或已下架" />
  return (
    <div className="gk-learn">
      <div className="gk-learn-player">
        {data.PlayUrl ? (
          <VideoPlayer
            key={`${data.State}-${data.PlayUrl}`}
            url={data.PlayUrl}
            mediaType={data.MediaType}
            poster={data.Cover}
            autoPlay={data.State === 'live'}
          />
        ) : (
          <div className="gk-learn-locked">
            {data.Cover ? <img src={mediaSrc(data.Cover)} alt="" /> : null}
            {data.State === 'upcoming' ? <Countdown startsAt={data.StartsAt} skewMs={skewMs} /> : <p>直播已结束，暂无回放</p>}
          </div>
        )}
      </div>
      <section className="gk-learn-section">
        <h3>
          {data.Title} <LiveStateTag state={data.State} />
        </h3>
        <p className="gk-learn-muted">
          {data.Teacher} · {formatClock(data.StartsAt)} – {formatClock(data.EndsAt).slice(6)}
        </p>
        <RichText html={data.Content} />
      </section>
    </div>
  )
}
