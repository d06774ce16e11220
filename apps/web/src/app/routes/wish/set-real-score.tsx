import { FinalScorePage } from '../../../features/wish/components/final-score-page.tsx'

export function Component() {
  return <FinalScorePage />
}
