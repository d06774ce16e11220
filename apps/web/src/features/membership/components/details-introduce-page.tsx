import { yuanLabel } from '@gk/domain'
import { Button } from 'antd-mobile'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import { useSession } from '../../../lib/session-store.ts'
import { useProducts } from '../api/membership.ts'
import { ProductCard } from './membership-cards.tsx'
import './membership.css'

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
            : openPage(paths.smsLogin, { query: { redirect: `/${paths.detailsIntroduce}?ProductId=${product.ProductId}` } })
        }
      >
        立即开通 ¥{yuanLabel(product.Price)}
      </Button>
    </div>
  )
}
