import { ScorePage } from '../../../features/wish/components/score-page.tsx'

export function Component() {
  return <ScorePage simulate />
}
