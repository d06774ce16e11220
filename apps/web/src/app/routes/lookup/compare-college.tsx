import { CompareCollegePage } from '../../../features/lookup/components/compare-college-page.tsx'

export function Component() {
  return <CompareCollegePage />
}
