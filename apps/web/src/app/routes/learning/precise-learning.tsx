import { PreciseLearning } from '../../../features/learning/components/precise-learning.tsx'

export function Component() {
  return <PreciseLearning />
}
