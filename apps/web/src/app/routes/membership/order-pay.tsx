import { useSearchParams } from 'react-router'
import { OrderPayPage } from '../../../features/membership/components/order-pay.tsx'

export function Component() {
  const [search] = useSearchParams()
  return <OrderPayPage productId={Number(search.get('ProductId')) || 0} orderNo={search.get('OrderNo') ?? ''} />
}
