import { useSearchParams } from 'react-router'
import { safeBackUrl, WechatAuthView } from '../../../features/signin/components/wechat-auth-view.tsx'
import { paths } from '../../../config/paths.ts'
import { useOpenPage } from '../../use-open-page.ts'

export function Component() {
  const { navigate, open } = useOpenPage()
  const [search] = useSearchParams()
  const backUrl = safeBackUrl(search.get('backUrl'))
  return (
    <WechatAuthView
      backUrl={backUrl}
      onSignedIn={(back) => void navigate(back, { replace: true })}
      onNeedBind={(back) => void navigate(`/${paths.bindPlatform}?backUrl=${encodeURIComponent(back)}`, { replace: true })}
      onOtherLogin={() => open(paths.login, { replace: true })}
    />
  )
}
