import { DataIndexPage } from '../../../features/lookup/components/data-search-pages.tsx'

export function Component() {
  return <DataIndexPage kind="plan" />
}
