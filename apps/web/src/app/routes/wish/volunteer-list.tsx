import { WishTableList } from '../../../features/wish/components/wish-table-list.tsx'

export function Component() {
  return <WishTableList />
}
