import { WishCustomPage } from '../../../features/consulting/components/wish-custom.tsx'

export function Component() {
  return <WishCustomPage />
}
