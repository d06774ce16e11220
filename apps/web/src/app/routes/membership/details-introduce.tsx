import { useSearchParams } from 'react-router'
import { DetailsIntroducePage } from '../../../features/membership/components/details-introduce-page.tsx'

export function Component() {
  const [search] = useSearchParams()
  return <DetailsIntroducePage productId={Number(search.get('ProductId')) || 0} />
}
