import { beijingMinute, yuanLabel } from '@gk/domain'
import { Button } from 'antd-mobile'
import type { Product } from '@gk/contract'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import { useSession } from '../../../lib/session-store.ts'
import { useMyMembership } from '../api/membership.ts'
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
