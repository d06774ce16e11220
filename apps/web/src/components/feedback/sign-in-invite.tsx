import { Button } from 'antd-mobile'
import { paths } from '../../config/paths.ts'
import { currentRoute, openPage } from '../../lib/navigation.ts'
import { EmptyPage } from './empty-page.tsx'
import './feedback.css'

export type SignInInviteProps = { text: string }

/**
 * What a visitor sees on a screen that needs an account: why to sign in and a button back to here after it.
 * It opens the SMS sign-in, which creates the account on first use (one step; the password page is a tap away).
 */
export function SignInInvite({ text }: SignInInviteProps) {
  return (
    <EmptyPage text={text}>
      <Button className="gk-empty__action" color="primary" shape="rounded" onClick={() => openPage(paths.smsLogin, { query: { redirect: currentRoute() } })}>
        登录 / 注册
      </Button>
    </EmptyPage>
  )
}
