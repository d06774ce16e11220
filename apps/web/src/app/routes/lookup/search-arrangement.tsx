import { LineRankPage } from '../../../features/lookup/components/line-rank-page.tsx'

export function Component() {
  return <LineRankPage />
}
