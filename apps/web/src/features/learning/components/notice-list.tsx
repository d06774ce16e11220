import { Badge, Button, Popup, Tabs } from 'antd-mobile'
import { useState } from 'react'
import type { Notice } from '@gk/contract'
import { InfiniteList } from '../../../components/lists/infinite-list.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { useNoticeDetail, useNoticeList, useReadNotice } from '../api/notices.ts'
import { formatDay } from '../utils/format.ts'
import { RichText } from './rich-text.tsx'
import './learning.css'

function NoticeDetailPopup({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const detail = useNoticeDetail(notice.ID, notice.Kind)
  return (
    <Popup visible onMaskClick={onClose} bodyStyle={{ maxHeight: '70vh', overflow: 'auto', padding: 16 }}>
      <h3>{notice.Title}</h3>
      <p className="gk-learn-muted">{formatDay(notice.PublishedAt)}</p>
      {detail.data ? <RichText html={detail.data.Content} /> : <LoadingPlaceholder />}
      <Button block color="primary" onClick={onClose}>
        知道了
      </Button>
    </Popup>
  )
}

/** Notices and messages; opening one marks it read and lowers the tab badge. */
export function NoticeList() {
  const [kind, setKind] = useState<'all' | 'notice' | 'message'>('all')
  const list = useNoticeList(kind === 'all' ? undefined : kind)
  const read = useReadNotice()
  const [open, setOpen] = useState<Notice | null>(null)
  const items = list.data?.pages.flatMap((p) => p.List) ?? []
  return (
    <div className="gk-learn-notices">
      <Tabs activeKey={kind} onChange={(k) => setKind(k === 'notice' || k === 'message' ? k : 'all')}>
        <Tabs.Tab title="全部" key="all" />
        <Tabs.Tab title="通知" key="notice" />
        <Tabs.Tab title="消息" key="message" />
      </Tabs>
      {list.isPending ? (
        <LoadingPlaceholder />
      ) : (
        <InfiniteList
          items={items}
          getKey={(n) => `${n.Kind}-${n.ID}`}
          renderItem={(n) => (
            <div
              className="gk-learn-notice"
              role="button"
              tabIndex={0}
              data-testid="notice-item"
              onClick={() => {
                setOpen(n)
                if (!n.IsRead) read.mutate({ ID: n.ID, Kind: n.Kind })
              }}
            >
              <Badge content={n.IsRead ? null : Badge.dot}>
                <span className="gk-learn-notice__kind">{n.Kind === 'notice' ? '通知' : '消息'}</span>
              </Badge>
              <div className="gk-learn-notice__body">
                <div className="gk-learn-row__title">{n.Title}</div>
                <div className="gk-learn-row__line">{n.Summary}</div>
              </div>
              <span className="gk-learn-muted">{formatDay(n.PublishedAt).slice(5)}</span>
            </div>
          )}
          hasMore={Boolean(list.hasNextPage)}
          loadMore={() => list.fetchNextPage()}
          emptyText="暂无通知和消息"
        />
      )}
      {open ? <NoticeDetailPopup notice={open} onClose={() => setOpen(null)} /> : null}
    </div>
  )
}
