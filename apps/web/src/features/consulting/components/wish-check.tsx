import { beijingMinute, yuanLabel } from '@gk/domain'
import { Button } from 'antd-mobile'
import { useMemo, useState } from 'react'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { FixedBottomButton } from '../../../components/form/fixed-bottom-button.tsx'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import { leaveToPay, ticketRoute, useConsultingHome, useCreateTicket, useMyTables } from '../api/consulting.ts'
import { ServiceHeading } from './service-heading.tsx'
import './consulting.css'

/** pages/home/expert-consulting/wish-check: pick a saved table, pay, the expert reviews it. */
export function WishCheckPage() {
  const home = useConsultingHome()
  const tables = useMyTables()
  const [wishId, setWishId] = useState<number | null>(null)
  const create = useCreateTicket()
  // one key per visit: a double tap returns the same order
  const visitKey = useMemo(() => crypto.randomUUID(), [])
  const service = home.data?.Services.find((s) => s.Service === 'review')
  if (home.isPending || tables.isPending) return <LoadingPlaceholder />
  if (!service) return <EmptyPage text="服务暂未开放" />
  const list = tables.data ?? []

  const pay = () => {
    if (wishId === null) return
    create.mutate({ Service: 'review', WishId: wishId, IdempotencyKey: visitKey }, { onSuccess: (order) => leaveToPay(order, ticketRoute(order.TicketId)) })
  }

  return (
    <div className="gk-consult" data-testid="wish-check">
      <div className="gk-consult__card">
        <ServiceHeading service={service} />
        <div className="gk-consult__tags">
          <span className="gk-consult__tag">逐条标注风险</span>
          <span className="gk-consult__tag">书面审核意见</span>
          <span className="gk-consult__tag">修订版志愿表</span>
        </div>
      </div>
      <div className="gk-consult__section">选择要审核的志愿表</div>
      {list.length === 0 ? (
        <div className="gk-consult__card">
          <p className="gk-consult__muted">你还没有保存过志愿表，先去填报一张吧。</p>
          <Button block color="primary" fill="outline" style={{ marginTop: 8 }} onClick={() => openPage(paths.navFilling)}>
            去填报志愿
          </Button>
        </div>
      ) : (
        list.map((t) => (
          <div
            key={t.WishId}
            role="radio"
            aria-checked={wishId === t.WishId}
            tabIndex={0}
            data-testid="wish-table-option"
            className={`gk-consult__card${wishId === t.WishId ? ' gk-consult__card--selected' : ''}`}
            onClick={() => setWishId(t.WishId)}
          >
            <div className="gk-consult__row">
              <span className="gk-consult__name">{t.Name || '未命名志愿表'}</span>
              <span className="gk-consult__muted">{t.WishCount}个志愿</span>
            </div>
            <p className="gk-consult__muted">
              {t.ProvinceName} {t.Year} · {t.BatchName} · {t.Score}分 · 更新于 {beijingMinute(t.UpdatedAt)}
            </p>
          </div>
        ))
      )}
      <FixedBottomButton disabled={wishId === null} onClick={pay}>
        {wishId === null ? '请选择志愿表' : `支付 ¥${yuanLabel(service.Price)} 并提交审核`}
      </FixedBottomButton>
    </div>
  )
}
