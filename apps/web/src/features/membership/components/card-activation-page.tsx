import { beijingMinute } from '@gk/domain'
import { Dialog, Input, List } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { FixedBottomButton } from '../../../components/form/fixed-bottom-button.tsx'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import { useSession } from '../../../lib/session-store.ts'
import { showToast } from '../../../lib/toast.ts'
import { useActivateCard, useCheckCard } from '../api/membership.ts'
import './membership.css'

/** pages/personal/memberactivation/memberactivation: card number + secret (User/CardCheck, User/CardActivation). */
export function CardActivationPage() {
  const token = useSession((s) => s.token)
  const [cardNo, setCardNo] = useState('')
  const [cardPwd, setCardPwd] = useState('')
  const check = useCheckCard()
  const activate = useActivateCard()
  // the 激活成功 dialog belongs to this page: back must not leave it over the next one
  useEffect(() => () => Dialog.clear(), [])
  const submit = () => {
    if (!token) return openPage(paths.smsLogin, { query: { redirect: `/${paths.memberActivation}` } })
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
