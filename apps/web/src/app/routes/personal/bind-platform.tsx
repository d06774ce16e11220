import { useSearchParams } from 'react-router'
import { BindPlatformForm } from '../../../features/signin/components/bind-platform-form.tsx'
import { safeBackUrl } from '../../../features/signin/components/wechat-auth-view.tsx'
import { useOpenPage } from '../../use-open-page.ts'

export function Component() {
  const { navigate } = useOpenPage()
  const [search] = useSearchParams()
  return <BindPlatformForm onBound={() => void navigate(safeBackUrl(search.get('backUrl')), { replace: true })} />
}
