import { beijingMinute, yuanLabel } from '@gk/domain'
import { Button, Dialog } from 'antd-mobile'
import type { Product } from '@gk/contract'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import { useSession } from '../../../lib/session-store.ts'
import { showToast } from '../../../lib/toast.ts'
import { useMyMembership, useProducts, useReceiveTrial } from '../api/membership.ts'
import './membership.css'

export function ProductCard({ product, onBuy }: { product: Product; onBuy?: () => void }) {
  return (
    <div className="gk-mem__card" data-testid={`product-${product.ProductId}`}>
      <div className="gk-mem__row">
        <span className="gk-mem__name">{product.Name}</span>
        <span className="gk-mem__price">
          <small>¥</small>
          {yuanLabel(product.Price)}
          {product.OriginalPrice > product.Price ? <span className="gk-mem__old">¥{yuanLabel(product.OriginalPrice)}</span> : null}
        </span>
      </div>
      <p className="gk-mem__muted">{product.ValidityText}</p>
      <div className="gk-mem__tags">
        {product.Privileges.map((p) => (
          <span key={p} className="gk-mem__tag">
            {p}
          </span>
        ))}
      </div>
      <div className="gk-mem__actions">
        <Button size="small" onClick={() => openPage(paths.detailsIntroduce, { query: { ProductId: String(product.ProductId) } })}>
          了解详情
        </Button>
        {onBuy ? (
          <Button size="small" color="primary" onClick={onBuy}>
            立即开通
          </Button>
        ) : null}
      </div>
    </div>
  )
}

/** What the user owns now, shown on top of the membership pages. */
export function MembershipStatus() {
  const token = useSession((s) => s.token)
  const mine = useMyMembership()
  if (!token)
    return (
      <div className="gk-mem__status">
        <h2>开通会员</h2>
        <p>登录后购买或激活会员卡</p>
      </div>
    )
  const data = mine.data
  const hasAny = data && (data.MemberType !== null || data.Packages.length > 0)
  return (
    <div className="gk-mem__status" data-testid="membership-status">
      <h2>{data?.MemberType !== null && data ? data.MemberName : '尚未开通会员'}</h2>
      {data?.MemberExpireAt ? <p>会员有效期至 {beijingMinute(data.MemberExpireAt)}</p> : null}
      {data?.Packages.map((p) => (
        <p key={p.ProductFrom}>
          {p.Name}：有效期至 {beijingMinute(p.ExpireAt)}
        </p>
      ))}
      {!hasAny ? <p>开通后可使用智能推荐、录取概率、模拟填报等功能</p> : null}
    </div>
  )
}

/** pages/personal/openmamber/openmamber: the page code 113 opens. */
export function OpenMemberPage() {
  const token = useSession((s) => s.token)
  const products = useProducts()
  const trial = useReceiveTrial()
  const buy = (productId: number) => {
    if (!token) return openPage(paths.login, { query: { redirect: `/${paths.openMember}` } })
    openPage(paths.orderPay, { query: { ProductId: String(productId) } })
  }
  const receive = () => {
    if (!token) return openPage(paths.login, { query: { redirect: `/${paths.openMember}` } })
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

/** pages/personal/openmamber/detailsIntroduce: one product in full. */
export function DetailsIntroducePage({ productId }: { productId: number }) {
  const products = useProducts()
  const token = useSession((s) => s.token)
  if (products.isPending) return <LoadingPlaceholder />
  const product = products.data?.find((p) => p.ProductId === productId)
  if (!product) return <EmptyPage text="商品不存在或已下架" />
  return (
    <div className="gk-mem">
      <ProductCard product={product} />
      <div className="gk-mem__card">
        <div className="gk-mem__name">产品说明</div>
        <p>{product.Description}</p>
        <div className="gk-mem__name">包含权益</div>
        <ul>
          {product.Privileges.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
        <p className="gk-mem__muted">价格以支付页为准；虚拟商品开通后不支持退款，如有疑问请联系客服。</p>
      </div>
      <Button
        block
        color="primary"
        onClick={() =>
          token
            ? openPage(paths.orderPay, { query: { ProductId: String(product.ProductId) } })
            : openPage(paths.login, { query: { redirect: `/${paths.detailsIntroduce}?ProductId=${product.ProductId}` } })
        }
      >
        立即开通 ¥{yuanLabel(product.Price)}
      </Button>
    </div>
  )
}
