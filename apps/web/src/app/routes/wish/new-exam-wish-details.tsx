import { useSearchParams } from 'react-router'
import { WishTableDetail } from '../../../features/wish/components/wish-table-detail.tsx'

export function Component() {
  const [search] = useSearchParams()
  const id = Number(search.get('id'))
  return <WishTableDetail wishId={Number.isInteger(id) && id > 0 ? id : null} isGroup />
}
