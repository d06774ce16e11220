import { Checkbox } from 'antd-mobile'
import { paths } from '../../config/paths.ts'
import { openPage } from '../../lib/navigation.ts'
import './agreement-check.css'

/** What a sign-up form says when its agreement box is left empty. */
export const AGREEMENT_REQUIRED_TEXT = '请阅读并同意《用户服务协议》和《隐私政策》'

/**
 * The agreement box of every form that can create an account (password sign-up, SMS sign-in,
 * WeChat bind): unticked by default, with both texts one tap away.
 */
export function AgreementCheck({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="gk-agreement-check" data-testid="agreement-check">
      <Checkbox checked={checked} onChange={onChange} style={{ '--icon-size': '16px', '--font-size': '13px' }}>
        我已阅读并同意
      </Checkbox>
      <AgreementLinks />
    </div>
  )
}

/** 《用户服务协议》和《隐私政策》, each opening its text: the words every consent prompt shows. */
export function AgreementLinks() {
  return (
    <>
      <a onClick={() => openPage(paths.serviceAgreement)} role="button">
        《用户服务协议》
      </a>
      和
      <a onClick={() => openPage(paths.privacyAgreement)} role="button">
        《隐私政策》
      </a>
    </>
  )
}
