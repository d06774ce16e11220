import { beijingMinute } from '@gk/domain'
import { Button, Dialog, Input, List } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { MemberGroups, type MemberGroup } from '@gk/contract'
import { FixedBottomButton } from '../../../components/form/fixed-bottom-button.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import { useSession } from '../../../lib/session-store.ts'
import { showToast } from '../../../lib/toast.ts'
import { useActivateCard, useCheckCard, useMyMembership, useProducts } from '../api/membership.ts'
import { MembershipStatus } from './open-member.tsx'
import './membership.css'

const groupLabels: Record<MemberGroup, string> = { ZNK: '智能志愿', GZBB: '高中版', VIP: 'VIP' }

/** pages/personal/openmamber/mamberPage: what the user owns and until when. */
export function MemberPage() {
  const token = useSession((s) => s.token)
  const mine = useMyMembership()
  useEffect(() => {
    if (!token) openPage(paths.login, { replace: true, query: { redirect: `/${paths.memberPage}` } })
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

const groupFeatures: Record<MemberGroup, string[]> = {
  ZNK: ['智能推荐院校与专业', '录取概率（冲稳保）', '模拟填报与志愿表', '位次与同分去向'],
  GZBB: ['新高考选科分析', '生涯测评与报告', '高中三年学业规划'],
  VIP: ['专家志愿表审核', '一对一填报咨询', '录取数据深度分析'],
}

/** pages/personal/membership/membership: privileges per member group (groups). */
export function PrivilegesPage() {
  const products = useProducts()
  if (products.isPending) return <LoadingPlaceholder />
  const tiers = (products.data ?? []).filter((p) => p.Kind === 'member')
  const groups = Object.keys(MemberGroups) as MemberGroup[]
  return (
    <div className="gk-mem" data-testid="privileges">
      <MembershipStatus />
      <table className="gk-mem__table">
        <thead>
          <tr>
            <th>权益</th>
            {tiers.map((t) => (
              <th key={t.ProductId}>{t.Name}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {groups.flatMap((g) =>
            groupFeatures[g].map((feature) => (
              <tr key={feature}>
                <td>
                  {feature}
                  <div className="gk-mem__muted">{groupLabels[g]}</div>
                </td>
                {tiers.map((t) => (
                  <td key={t.ProductId}>{t.Groups.includes(g) ? <span className="gk-mem__yes">✓</span> : <span className="gk-mem__no">—</span>}</td>
                ))}
              </tr>
            )),
          )}
        </tbody>
      </table>
      <Button block color="primary" style={{ marginTop: 16 }} onClick={() => openPage(paths.openMember)}>
        开通会员
      </Button>
    </div>
  )
}

/** pages/personal/memberactivation/memberactivation: card number + secret (User/CardCheck, User/CardActivation). */
export function CardActivationPage() {
  const token = useSession((s) => s.token)
  const [cardNo, setCardNo] = useState('')
  const [cardPwd, setCardPwd] = useState('')
  const check = useCheckCard()
  const activate = useActivateCard()
  const submit = () => {
    if (!token) return openPage(paths.login, { query: { redirect: `/${paths.memberActivation}` } })
    const card = { CardNo: cardNo.replace(/[\s-]/g, ''), CardPwd: cardPwd.replace(/[\s-]/g, '') }
    if (!/^\d{12}$/.test(card.CardNo)) return showToast('请输入12位卡号')
    if (!/^[A-Za-z0-9]{12}$/.test(card.CardPwd)) return showToast('请输入12位卡密')
    check.mutate(card, {
      onSuccess: (info) =>
        void Dialog.confirm({
          title: '确认激活',
          confirmText: '确认激活',
          content: `${info.ProductName}（${info.ValidityText}），激活后绑定当前账号，不可转让。`,
          onConfirm: () =>
            activate.mutate(card, {
              onSuccess: (r) => {
                void Dialog.alert({
                  content: `激活成功，${r.ProductName}有效期至 ${beijingMinute(r.ExpireAt)}`,
                  confirmText: '查看我的会员',
                  onConfirm: () => openPage(paths.memberPage, { replace: true }),
                })
              },
            }),
        }),
    })
  }
  return (
    <div className="gk-mem" data-testid="card-activation">
      <List mode="card" header="会员卡激活">
        <List.Item prefix={<span style={{ width: 48, display: 'inline-block' }}>卡号</span>}>
          <Input name="cardNo" placeholder="请输入卡号" value={cardNo} onChange={setCardNo} maxLength={20} clearable />
        </List.Item>
        <List.Item prefix={<span style={{ width: 48, display: 'inline-block' }}>卡密</span>}>
          <Input name="cardPwd" placeholder="请输入卡密（不区分大小写）" value={cardPwd} onChange={setCardPwd} maxLength={20} clearable />
        </List.Item>
      </List>
      <p className="gk-mem__muted" style={{ margin: '0 16px' }}>
        卡号和卡密印在会员卡背面；每张卡只能激活一次。连续输错将暂时锁定，请仔细核对。
      </p>
      <FixedBottomButton onClick={submit} loading={check.isPending || activate.isPending}>
        立即激活
      </FixedBottomButton>
    </div>
  )
}
