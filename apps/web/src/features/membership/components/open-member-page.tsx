import { beijingMinute } from '@gk/domain'
import { Button, Dialog } from 'antd-mobile'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import { useSession } from '../../../lib/session-store.ts'
import { showToast } from '../../../lib/toast.ts'
import { useProducts, useReceiveTrial } from '../api/membership.ts'
import { MembershipStatus, ProductCard } from './membership-cards.tsx'
import './membership.css'

/** pages/personal/openmamber/openmamber: the page code 113 opens. */
export function OpenMemberPage() {
  const token = useSession((s) => s.token)
  const products = useProducts()
  const trial = useReceiveTrial()
  const buy = (productId: number) => {
    if (!token) return openPage(paths.smsLogin, { query: { redirect: `/${paths.openMember}` } })
    openPage(paths.orderPay, { query: { ProductId: String(productId) } })
  }
  const receive = () => {
    if (!token) return openPage(paths.smsLogin, { query: { redirect: `/${paths.openMember}` } })
    trial.mutate(undefined, {
      onSuccess: (r) => void Dialog.alert({ content: `已领取${r.ProductName}，有效期至 ${beijingMinute(r.ExpireAt)}` }),
    })
  }
  if (products.isPending) return <LoadingPlaceholder />
  if (!products.data) return <EmptyPage />
  const tiers = products.data.filter((p) => p.Kind === 'member')
  const packages = products.data.filter((p) => p.Kind === 'package')
  return (
    <div className="gk-mem">
      <MembershipStatus />
      <div className="gk-mem__links">
        <Button size="small" onClick={() => openPage(paths.memberActivation)}>
          卡密激活
        </Button>
        <Button size="small" onClick={receive} loading={trial.isPending}>
          免费体验3天
        </Button>
        <Button size="small" onClick={() => openPage(paths.membership)}>
          会员权益
        </Button>
      </div>
      <div className="gk-mem__section">会员</div>
      {tiers.map((p) => (
        <ProductCard key={p.ProductId} product={p} onBuy={() => buy(p.ProductId)} />
      ))}
      <div className="gk-mem__section">增值服务包</div>
      {packages.map((p) => (
        <ProductCard key={p.ProductId} product={p} onBuy={() => buy(p.ProductId)} />
      ))}
      {token ? null : (
        <p className="gk-mem__muted" onClick={() => showToast('请先登录')}>
          登录后即可购买
        </p>
      )}
    </div>
  )
}
