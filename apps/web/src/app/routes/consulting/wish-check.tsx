import { WishCheckPage } from '../../../features/consulting/components/wish-check.tsx'

export function Component() {
  return <WishCheckPage />
}
