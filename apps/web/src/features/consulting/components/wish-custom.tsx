import { yuanLabel } from '@gk/domain'
import { Form, Radio, Selector, TextArea } from 'antd-mobile'
import { useMemo, useState } from 'react'
import type { Questionnaire } from '@gk/contract'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { FixedBottomButton } from '../../../components/form/fixed-bottom-button.tsx'
import { leaveToPay, ticketRoute, useConsultingHome, useCreateTicket } from '../api/consulting.ts'
import { ServiceHeading } from './service-heading.tsx'
import './consulting.css'

const INTERESTS = ['计算机', '电子信息', '医学', '师范', '法学', '经济金融', '机械', '建筑', '外语', '新闻传播', '农林', '艺术设计']
const CITIES = ['北京', '上海', '广州', '深圳', '南京', '杭州', '武汉', '成都', '西安', '长沙', '郑州', '省内优先']
const BUDGETS: { label: string; value: Questionnaire['Budget'] }[] = [
  { label: '不限', value: 'any' },
  { label: '每年1万以内', value: 'under10k' },
  { label: '每年2万以内', value: 'under20k' },
  { label: '每年5万以内', value: 'under50k' },
]
const RISKS: { label: string; value: Questionnaire['RiskAppetite'] }[] = [
  { label: '稳妥为主', value: 'conservative' },
  { label: '稳中求进', value: 'balanced' },
  { label: '敢于冲刺', value: 'aggressive' },
]

/** pages/home/expert-consulting/wish-custom: questionnaire, pay, the expert builds a complete table. */
export function WishCustomPage() {
  const home = useConsultingHome()
  const create = useCreateTicket()
  const visitKey = useMemo(() => crypto.randomUUID(), [])
  const [q, setQ] = useState<Questionnaire>({ Interests: [], Cities: [], Budget: 'any', RiskAppetite: 'balanced', Notes: '' })
  const service = home.data?.Services.find((s) => s.Service === 'custom')
  if (home.isPending) return <LoadingPlaceholder />
  if (!service) return <EmptyPage text="服务暂未开放" />

  const pay = () =>
    create.mutate({ Service: 'custom', Questionnaire: q, IdempotencyKey: visitKey }, { onSuccess: (order) => leaveToPay(order, ticketRoute(order.TicketId)) })

  return (
    <div className="gk-consult" data-testid="wish-custom">
      <div className="gk-consult__card">
        <ServiceHeading service={service} />
        <p className="gk-consult__muted">专家会结合你在“我的成绩”里填写的分数、位次和选科来填报，请先确认成绩信息准确。</p>
      </div>
      <Form layout="vertical" mode="card">
        <Form.Header>兴趣方向（可多选）</Form.Header>
        <Form.Item>
          <Selector
            multiple
            columns={3}
            options={INTERESTS.map((v) => ({ label: v, value: v }))}
            value={q.Interests}
            onChange={(v) => setQ({ ...q, Interests: v.slice(0, 10) })}
          />
        </Form.Item>
        <Form.Header>意向城市（可多选）</Form.Header>
        <Form.Item>
          <Selector
            multiple
            columns={3}
            options={CITIES.map((v) => ({ label: v, value: v }))}
            value={q.Cities}
            onChange={(v) => setQ({ ...q, Cities: v.slice(0, 10) })}
          />
        </Form.Item>
        <Form.Header>学费预算</Form.Header>
        <Form.Item>
          <Radio.Group value={q.Budget} onChange={(v) => setQ({ ...q, Budget: v as Questionnaire['Budget'] })}>
            {BUDGETS.map((b) => (
              <Radio key={b.value} value={b.value} style={{ marginRight: 12, marginBottom: 6 }}>
                {b.label}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Header>风险偏好</Form.Header>
        <Form.Item>
          <Selector columns={3} options={RISKS} value={[q.RiskAppetite]} onChange={(v) => v[0] && setQ({ ...q, RiskAppetite: v[0] })} />
        </Form.Item>
        <Form.Header>补充说明</Form.Header>
        <Form.Item>
          <TextArea
            placeholder="如：不考虑中外合作、希望离家近、身体条件限制等"
            value={q.Notes}
            onChange={(v) => setQ({ ...q, Notes: v })}
            maxLength={500}
            rows={3}
            showCount
          />
        </Form.Item>
      </Form>
      <FixedBottomButton onClick={pay}>支付 ¥{yuanLabel(service.Price)} 并提交问卷</FixedBottomButton>
    </div>
  )
}
