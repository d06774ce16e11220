import { List } from 'antd-mobile'
import {
  EditSOutline,
  FileOutline,
  GiftOutline,
  LocationOutline,
  LockOutline,
  MessageOutline,
  PayCircleOutline,
  QuestionCircleOutline,
  SetOutline,
  StarOutline,
  TeamOutline,
  UnorderedListOutline,
  UserContactOutline,
  UserSetOutline,
} from 'antd-mobile-icons'
import type { ReactNode } from 'react'
import { paths, type AppPath } from '../../../config/paths.ts'
import './account.css'

export type AccountMenuProps = {
  loggedIn: boolean
  isAvailable: (path: AppPath) => boolean
  onOpen: (path: AppPath) => void
}

type Entry = { path: AppPath; title: string; icon: ReactNode; needsLogin?: boolean }

const groups: Entry[][] = [
  [
    { path: paths.setRealScore, title: '我的高考成绩', icon: <EditSOutline />, needsLogin: true },
    { path: paths.volunteerList, title: '我的志愿表', icon: <UnorderedListOutline />, needsLogin: true },
    { path: paths.appraisalList, title: '我的测评', icon: <StarOutline />, needsLogin: true },
  ],
  [
    { path: paths.openMember, title: '开通会员', icon: <PayCircleOutline /> },
    { path: paths.memberPage, title: '我的会员', icon: <GiftOutline />, needsLogin: true },
    { path: paths.memberActivation, title: '会员卡激活', icon: <GiftOutline />, needsLogin: true },
  ],
  [
    { path: paths.editInfo, title: '编辑资料', icon: <UserSetOutline />, needsLogin: true },
    { path: paths.editPassword, title: '修改密码', icon: <LockOutline />, needsLogin: true },
  ],
  [
    { path: paths.setting, title: '设置', icon: <SetOutline /> },
    { path: paths.serviceAgreement, title: '用户服务协议', icon: <FileOutline /> },
    { path: paths.privacyAgreement, title: '隐私政策', icon: <UserContactOutline /> },
    { path: paths.userHelp, title: '帮助中心', icon: <QuestionCircleOutline /> },
  ],
  [
    { path: paths.agent, title: '本地服务商', icon: <LocationOutline /> },
    { path: paths.cooperation, title: '商务合作', icon: <MessageOutline /> },
    { path: paths.company, title: '关于我们', icon: <TeamOutline /> },
  ],
]

/** Links of the my-account tab; screens that are not built are left out, never faked. */
export function AccountMenu({ loggedIn, isAvailable, onOpen }: AccountMenuProps) {
  return (
    <div className="gk-account-menu">
      {groups.map((group, index) => {
        const entries = group.filter((entry) => isAvailable(entry.path) && (loggedIn || !entry.needsLogin))
        return entries.length ? (
          <List key={index} mode="card">
            {entries.map((entry) => (
              <List.Item key={entry.path} prefix={entry.icon} onClick={() => onOpen(entry.path)}>
                {entry.title}
              </List.Item>
            ))}
          </List>
        ) : null
      })}
    </div>
  )
}
