import { DataIndexPage } from '../../../features/lookup/components/data-index-page.tsx'

export function Component() {
  return <DataIndexPage kind="admission" />
}
