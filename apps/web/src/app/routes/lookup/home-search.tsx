import { HomeSearchPage } from '../../../features/lookup/components/home-search-page.tsx'

export function Component() {
  return <HomeSearchPage />
}
