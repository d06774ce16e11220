import { useSearchParams } from 'react-router'
import { DefaultBrowserPage } from '../../../features/lookup/components/default-browser-page.tsx'

export function Component() {
  const [search] = useSearchParams()
  return <DefaultBrowserPage url={search.get('url') ?? ''} />
}
