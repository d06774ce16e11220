import { beijingMinute } from '@gk/domain'
import { Button, List } from 'antd-mobile'
import { useEffect } from 'react'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import { useSession } from '../../../lib/session-store.ts'
import { useMyMembership } from '../api/membership.ts'
import { MembershipStatus } from './membership-cards.tsx'
import { groupLabels } from './member-parts.tsx'
import './membership.css'

/** pages/personal/openmamber/mamberPage: what the user owns and until when. */
export function MemberPage() {
  const token = useSession((s) => s.token)
  const mine = useMyMembership()
  useEffect(() => {
    if (!token) openPage(paths.smsLogin, { replace: true, query: { redirect: `/${paths.memberPage}` } })
  }, [token])
  if (!token) return null
  if (mine.isPending) return <LoadingPlaceholder />
  const data = mine.data
  return (
    <div className="gk-mem" data-testid="member-page">
      <MembershipStatus />
      <List mode="card" header="我的权益">
        <List.Item extra={data?.MemberType !== null && data ? data.MemberName : '未开通'}>会员等级</List.Item>
        <List.Item extra={data?.MemberExpireAt ? beijingMinute(data.MemberExpireAt) : '—'}>会员到期</List.Item>
        <List.Item extra={data && data.Groups.length > 0 ? data.Groups.map((g) => groupLabels[g]).join(' / ') : '—'}>可用功能</List.Item>
        {data?.Packages.map((p) => (
          <List.Item key={p.ProductFrom} extra={`${beijingMinute(p.ExpireAt)} 到期`}>
            {p.Name}
          </List.Item>
        ))}
      </List>
      <div className="gk-mem__links">
        <Button color="primary" onClick={() => openPage(paths.openMember)}>
          续费 / 升级
        </Button>
        <Button onClick={() => openPage(paths.memberActivation)}>卡密激活</Button>
      </div>
    </div>
  )
}
