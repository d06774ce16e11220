import { useSearchParams } from 'react-router'
import { CommonWebviewPage } from '../../../features/membership/components/common-webview.tsx'

export function Component() {
  const [search] = useSearchParams()
  return <CommonWebviewPage query={search} />
}
