import { beijingMinute, yuanLabel } from '@gk/domain'
import { Button } from 'antd-mobile'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import { useSession } from '../../../lib/session-store.ts'
import { useConsultingHome, useMyTickets } from '../api/consulting.ts'
import { TicketDetailView } from './ticket-detail.tsx'
import { TicketState } from './ticket-state.tsx'
import './consulting.css'

const SERVICE_PAGES = { review: paths.wishCheck, custom: paths.wishCustom, parentCourse: paths.wishCourse } as const

function MyTickets() {
  const token = useSession((s) => s.token)
  const tickets = useMyTickets()
  if (!token || !tickets.data?.length) return null
  return (
    <>
      <div className="gk-consult__section">我的咨询</div>
      {tickets.data.map((t) => (
        <div
          key={t.TicketId}
          className="gk-consult__card"
          role="button"
          tabIndex={0}
          data-testid="my-ticket"
          onClick={() => openPage(paths.expertConsulting, { query: { ticket: String(t.TicketId) } })}
        >
          <div className="gk-consult__row">
            <span className="gk-consult__name">{t.ServiceName}</span>
            <TicketState ticket={t} />
          </div>
          <p className="gk-consult__muted">
            {t.WishName ? `志愿表：${t.WishName} · ` : ''}
            {t.ExpertName ? `专家：${t.ExpertName} · ` : ''}
            {t.DueAt && t.State !== 'delivered' && t.State !== 'closed' && t.State !== 'refunded'
              ? `预计 ${beijingMinute(t.DueAt)} 前交付`
              : `下单于 ${beijingMinute(t.CreatedAt)}`}
          </p>
        </div>
      ))}
    </>
  )
}

/** pages/home/expert-consulting/index: the three services, the experts, and the student's tickets. */
export function ConsultingHomePage({ ticketId }: { ticketId: number }) {
  const home = useConsultingHome()
  if (ticketId > 0) return <TicketDetailView ticketId={ticketId} />
  if (home.isPending) return <LoadingPlaceholder />
  if (!home.data) return <EmptyPage text="暂无数据" />
  return (
    <div className="gk-consult" data-testid="consulting-home">
      <div className="gk-consult__banner">
        <h2>一对一专家咨询</h2>
        <p>资深志愿规划专家为你把关志愿表、定制填报方案，家长也能系统学习填报规则。</p>
      </div>
      <MyTickets />
      <div className="gk-consult__section">服务项目</div>
      {home.data.Services.map((s) => (
        <div key={s.ProductId} className="gk-consult__card" data-testid={`service-${s.Service}`}>
          <div className="gk-consult__row">
            <span className="gk-consult__name">{s.Name}</span>
            <span className="gk-consult__price">
              ¥{yuanLabel(s.Price)}
              {s.OriginalPrice > s.Price ? <span className="gk-consult__old">¥{yuanLabel(s.OriginalPrice)}</span> : null}
            </span>
          </div>
          <p className="gk-consult__muted">{s.Description}</p>
          <div className="gk-consult__row" style={{ marginTop: 8 }}>
            <span className="gk-consult__muted">{s.DeliveryDays > 0 ? `付款后${s.DeliveryDays}天内交付` : '购买后一年内不限次观看'}</span>
            <Button size="small" color="primary" onClick={() => openPage(SERVICE_PAGES[s.Service])}>
              {s.Service === 'parentCourse' ? '去看看' : '立即预约'}
            </Button>
          </div>
        </div>
      ))}
      {home.data.Experts.length > 0 ? <div className="gk-consult__section">专家团队</div> : null}
      {home.data.Experts.map((e) => (
        <div key={e.ExpertId} className="gk-consult__card gk-consult__expert" data-testid="expert">
          <img src={e.Photo} alt={e.Name} />
          <div className="gk-consult__expert-body">
            <div className="gk-consult__row">
              <span className="gk-consult__name">{e.Name}</span>
              <span className="gk-consult__rating">★ {e.Rating.toFixed(1)}</span>
            </div>
            <p className="gk-consult__muted">
              {e.Title} · 从业{e.Years}年 · 服务{e.Served}人
            </p>
            <div className="gk-consult__tags">
              {[...e.Provinces, ...e.Specialties].map((t) => (
                <span key={t} className="gk-consult__tag">
                  {t}
                </span>
              ))}
            </div>
            <p className="gk-consult__muted">{e.Intro}</p>
          </div>
        </div>
      ))}
    </div>
  )
}
