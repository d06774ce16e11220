import { useSearchParams } from 'react-router'
import { ScorePage } from '../../../features/wish/components/score-page.tsx'
import { ONBOARDING } from '../../onboarding.ts'

export function Component() {
  const [search] = useSearchParams()
  return <ScorePage simulate onboarding={search.get('from') === ONBOARDING} />
}
