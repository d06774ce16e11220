import { Tag } from 'antd-mobile'
import type { LiveSession, LiveState } from '@gk/contract'
import { openPage } from '../../../lib/navigation.ts'
import { paths } from '../../../config/paths.ts'
import { formatClock, mediaSrc } from '../utils/format.ts'
import './learning.css'

const stateTag: Record<LiveState, { text: string; color: 'danger' | 'primary' | 'success' | 'default' }> = {
  live: { text: '直播中', color: 'danger' },
  upcoming: { text: '即将开始', color: 'primary' },
  replay: { text: '回放', color: 'success' },
  ended: { text: '已结束', color: 'default' },
}

export function LiveStateTag({ state }: { state: LiveState }) {
  return (
    <Tag color={stateTag[state].color} data-testid="live-state">
      {stateTag[state].text}
    </Tag>
  )
}

export const openLive = (id: number) => openPage(paths.liveVideo, { query: { id: String(id) } })

export function LiveRow({ session }: { session: LiveSession }) {
  return (
    <div className="gk-learn-row" role="button" tabIndex={0} onClick={() => openLive(session.ID)}>
      {session.Cover ? <img className="gk-learn-row__cover" src={mediaSrc(session.Cover)} alt="" /> : <div className="gk-learn-row__cover" />}
      <div className="gk-learn-row__body">
        <div className="gk-learn-row__title">{session.Title}</div>
        <div className="gk-learn-row__line">
          {session.Teacher} · {formatClock(session.StartsAt)}
        </div>
        <LiveStateTag state={session.State} />
      </div>
    </div>
  )
}
