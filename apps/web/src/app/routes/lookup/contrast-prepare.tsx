import { ContrastPreparePage } from '../../../features/lookup/components/contrast-prepare-page.tsx'

export function Component() {
  return <ContrastPreparePage />
}
