import { AGREEMENT_VERSION } from '@gk/contract'
import { Button } from 'antd-mobile'
import { useState } from 'react'
import { AgreementLinks } from '../../../components/form/agreement-check.tsx'
import { paths } from '../../../config/paths.ts'
import { storage } from '../../../lib/storage.ts'
import { showToast } from '../../../lib/toast.ts'
import './consent-dialog.css'

// the two texts must stay readable while the dialog waits for an answer
const AGREEMENT_ROUTES = [paths.serviceAgreement, paths.privacyAgreement]

/**
 * First launch (and after the texts change): 用户协议 and 隐私政策 over every page until the user
 * agrees, as the launch flow and Chinese app-store rules ask. The answer is kept on this device
 * (logout does not ask again).
 */
export function ConsentDialog({ route }: { route: string }) {
  const [agreed, setAgreed] = useState(() => storage.get('consentVersion') === AGREEMENT_VERSION)
  if (agreed || AGREEMENT_ROUTES.some((path) => route.startsWith(`/${path}`))) return null

  const agree = () => {
    storage.set('consentVersion', AGREEMENT_VERSION)
    setAgreed(true)
  }

  return (
    // a plain overlay: antd's Mask hides its content from assistive technology (aria-hidden)
    <div className="gk-consent-overlay">
      <div className="gk-consent" role="dialog" aria-modal="true" aria-labelledby="gk-consent-title" data-testid="consent-dialog">
        <h2 id="gk-consent-title">用户协议与隐私政策</h2>
        <div className="gk-consent__body">
          <p>
            欢迎使用高考志愿规划！在使用前，请仔细阅读
            <AgreementLinks />。
          </p>
          <p>
            我们会按隐私政策收集和使用您主动填写的手机号、成绩、选科和志愿等信息，用于登录、推荐与保存志愿表；未经您同意不会向第三方提供。您可以在“我的—设置”中查看协议和管理登录设备，也可以联系我们更正、删除个人信息或注销账号。
          </p>
          <p>点击“同意”即表示您已阅读并同意上述协议。</p>
        </div>
        <Button block color="primary" shape="rounded" onClick={agree}>
          同意
        </Button>
        <Button block fill="none" className="gk-consent__decline" onClick={() => showToast('需同意《用户服务协议》和《隐私政策》后才能使用本应用')}>
          不同意
        </Button>
      </div>
    </div>
  )
}
