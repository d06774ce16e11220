import { ContrastPage } from '../../../features/wish/components/contrast-page.tsx'

export function Component() {
  return <ContrastPage />
}
