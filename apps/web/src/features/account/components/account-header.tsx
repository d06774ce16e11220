import { Image, Tag } from 'antd-mobile'
import type { UserInfo } from '@gk/contract'
import { memberLabel } from '../utils/member-label.ts'
import { DefaultAvatar } from './default-avatar.tsx'
import { displayName } from '../utils/display-name.ts'
import './account.css'

export type AccountHeaderProps = { user: UserInfo | null | undefined; onLogin: () => void; onEditProfile: () => void }

function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile
}

function displayScore(user: UserInfo): string {
  const score = user.FinalScore ?? user.Score
  return score == null ? '未填写' : String(score)
}

/** Custom bar of the my-account tab: avatar, name, member badge, then province / year / score. */
export function AccountHeader({ user, onLogin, onEditProfile }: AccountHeaderProps) {
  return (
    <>
      <header className="gk-account-header">
        <h1 className="gk-account-header__title">我的</h1>
        <div className="gk-account-header__user" onClick={user ? onEditProfile : onLogin} role="button">
          {user?.Avatar ? <Image src={user.Avatar} width={64} height={64} fit="cover" style={{ borderRadius: 32 }} /> : <DefaultAvatar />}
          <div>
            <div className="gk-account-header__name">
              <span data-testid="account-name">{user ? displayName(user) : '登录 / 注册'}</span>
              {user ? (
                <Tag color="warning" fill="solid" round>
                  {memberLabel(user, new Date())}
                </Tag>
              ) : null}
            </div>
            <div className="gk-account-header__sub">{user ? maskMobile(user.Mobile) : '登录后查看您的高考信息'}</div>
          </div>
        </div>
      </header>
      <div className="gk-account-stats">
        <div>
          <div className="gk-account-stats__value">{user?.ExamProvinceName || '—'}</div>
          <div className="gk-account-stats__label">高考省份</div>
        </div>
        <div>
          <div className="gk-account-stats__value">{user?.ExamYear ?? '—'}</div>
          <div className="gk-account-stats__label">高考年份</div>
        </div>
        <div>
          <div className="gk-account-stats__value">{user ? displayScore(user) : '—'}</div>
          <div className="gk-account-stats__label">高考分数</div>
        </div>
      </div>
    </>
  )
}
