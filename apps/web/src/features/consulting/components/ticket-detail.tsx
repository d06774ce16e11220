import { beijingMinute } from '@gk/domain'
import { Button, Dialog, Steps, TextArea } from 'antd-mobile'
import { useState } from 'react'
import type { TicketDetail } from '@gk/contract'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import { useTicket, useTicketActions } from '../api/consulting.ts'
import { TicketState } from './ticket-state.tsx'
import './consulting.css'

const STEPS = ['paid', 'assigned', 'in_progress', 'delivered', 'closed'] as const
const STEP_NAMES = ['已支付', '专家接单', '处理中', '已交付', '已完成']
const LEVEL_NAMES = { ok: '合理', warn: '注意', bad: '风险' } as const

function Result({ ticket }: { ticket: TicketDetail }) {
  if (ticket.State !== 'delivered' && ticket.State !== 'closed') return null
  return (
    <div className="gk-consult__card" data-testid="ticket-review">
      <div className="gk-consult__name">专家意见</div>
      <p className="gk-consult__review">{ticket.Review}</p>
      {ticket.Marks.length ? (
        <div style={{ marginTop: 8 }}>
          {ticket.Marks.map((m) => (
            <div key={`${m.Position}-${m.Note}`} className={`gk-consult__mark gk-consult__mark--${m.Level}`}>
              <b>
                第{m.Position}志愿{m.Label ? `（${m.Label}）` : ''} {LEVEL_NAMES[m.Level]}
              </b>
              <span>{m.Note}</span>
            </div>
          ))}
        </div>
      ) : null}
      {ticket.ResultWishId ? (
        <Button
          block
          color="primary"
          fill="outline"
          style={{ marginTop: 10 }}
          onClick={() => openPage(paths.volunteerDetail, { query: { id: String(ticket.ResultWishId) } })}
        >
          查看专家{ticket.Service === 'review' ? '修订' : '定制'}的志愿表
        </Button>
      ) : null}
    </div>
  )
}

/** One ticket: progress, deadline, the expert's result, and the conversation. */
export function TicketDetailView({ ticketId }: { ticketId: number }) {
  const ticket = useTicket(ticketId)
  const actions = useTicketActions(ticketId)
  const [text, setText] = useState('')
  if (ticket.isPending) return <LoadingPlaceholder />
  const t = ticket.data
  if (!t) return <EmptyPage text="服务不存在" />
  const current = STEPS.indexOf(t.State as (typeof STEPS)[number])
  const open = t.State !== 'closed' && t.State !== 'refunded'
  return (
    <div className="gk-consult" data-testid="ticket-detail">
      <div className="gk-consult__card">
        <div className="gk-consult__row">
          <span className="gk-consult__name">{t.ServiceName}</span>
          <TicketState ticket={t} />
        </div>
        <p className="gk-consult__muted">
          订单号 {t.OrderNo}
          {t.WishName ? ` · 志愿表：${t.WishName}` : ''}
          {t.ExpertName ? ` · 专家：${t.ExpertName}` : ''}
        </p>
        {t.DueAt && current >= 0 && current < 3 ? <p className="gk-consult__muted">预计 {beijingMinute(t.DueAt)} 前交付</p> : null}
        {t.State === 'refunded' ? (
          <p className="gk-consult__muted">该服务已退款</p>
        ) : (
          <Steps current={Math.max(current, 0)} style={{ '--title-font-size': '12px', marginTop: 8 }}>
            {STEP_NAMES.map((name) => (
              <Steps.Step key={name} title={name} />
            ))}
          </Steps>
        )}
      </div>
      <Result ticket={t} />
      <div className="gk-consult__card">
        <div className="gk-consult__name">沟通记录</div>
        {t.Messages.map((m) => (
          <div key={m.MessageId} className={`gk-consult__msg gk-consult__msg--${m.Author}`}>
            <div className="gk-consult__msg-author">
              {m.AuthorName} · {beijingMinute(m.CreatedAt)}
            </div>
            <div className="gk-consult__msg-body">{m.Body}</div>
          </div>
        ))}
        {open ? (
          <>
            <TextArea placeholder="给专家留言（如特别关注的学校、城市）" value={text} onChange={setText} maxLength={1000} rows={3} showCount />
            <Button block color="primary" disabled={!text.trim()} onClick={() => actions.message.mutate(text.trim(), { onSuccess: () => setText('') })}>
              发送留言
            </Button>
          </>
        ) : null}
      </div>
      {t.CanClose ? (
        <Button
          block
          color="success"
          onClick={() =>
            void Dialog.confirm({ content: '确认专家已完成服务？确认后工单将关闭。', onConfirm: () => actions.close.mutateAsync().then(() => undefined) })
          }
        >
          确认完成
        </Button>
      ) : null}
      {t.CanRefund ? <p className="gk-consult__muted">交付前可申请退款，请在留言中说明或联系客服。</p> : null}
    </div>
  )
}
