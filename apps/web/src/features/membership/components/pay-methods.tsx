import { List, Radio } from 'antd-mobile'
import type { PayMethod } from '../api/membership.ts'

export type PayMethodListProps = { inWechatWithOpenId: boolean; value: PayMethod; onChange: (method: PayMethod) => void }

/** 支付方式: the whole row selects its method, not only the small radio at its end. */
export function PayMethodList({ inWechatWithOpenId, value, onChange }: PayMethodListProps) {
  const methods: { value: PayMethod; label: string }[] = [
    inWechatWithOpenId ? { value: 'wechat_jsapi', label: '微信支付' } : { value: 'wechat_h5', label: '微信支付' },
    { value: 'wechat_native', label: '微信扫码支付' },
    { value: 'alipay', label: '支付宝' },
  ]
  return (
    <List mode="card" header="支付方式">
      <Radio.Group value={value} onChange={(v) => onChange(v as PayMethod)}>
        {methods.map((m) => (
          <List.Item key={m.value} extra={<Radio value={m.value} aria-label={m.label} />} onClick={() => onChange(m.value)}>
            {m.label}
          </List.Item>
        ))}
      </Radio.Group>
    </List>
  )
}
