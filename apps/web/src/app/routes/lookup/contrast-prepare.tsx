import { ContrastPreparePage } from '../../../features/lookup/components/compare-pages.tsx'

export function Component() {
  return <ContrastPreparePage />
}
