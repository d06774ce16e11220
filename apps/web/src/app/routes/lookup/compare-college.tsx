import { CompareCollegePage } from '../../../features/lookup/components/compare-pages.tsx'

export function Component() {
  return <CompareCollegePage />
}
