import { useSearchParams } from 'react-router'
import { PartnerLoginView } from '../../../features/signin/components/partner-login-view.tsx'
import { paths } from '../../../config/paths.ts'
import { useOpenPage } from '../../use-open-page.ts'

const partners = ['sso', 'gankao', 'jsy'] as const

export function Component() {
  const { open } = useOpenPage()
  const [search] = useSearchParams()
  const raw = search.get('partner')
  const partner = partners.find((p) => p === raw) ?? 'sso'
  return (
    <PartnerLoginView
      partner={partner}
      sign={search.get('sign') ?? ''}
      onSignedIn={() => open(paths.home, { replace: true })}
      onNeedProfile={() => open(paths.stepRegister, { replace: true })}
      onFailed={() => open(paths.login, { replace: true })}
    />
  )
}
