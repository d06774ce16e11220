import { Button, Form, Input, Picker, Selector, TextArea } from 'antd-mobile'
import { useState } from 'react'
import { CooperationTypes } from '@gk/contract'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { showToast } from '../../../lib/toast.ts'
import { useAgents, useCities, useCompanyInfo, useProvinces, useSubmitCooperation } from '../api/membership.ts'
import './membership.css'

/** pages/personal/agent/index: local service providers by province and city. */
export function AgentPage() {
  const [provinceId, setProvinceId] = useState<number | undefined>()
  const [cityId, setCityId] = useState<number | undefined>()
  const [picking, setPicking] = useState<'province' | 'city' | null>(null)
  const provinces = useProvinces()
  const cities = useCities(provinceId)
  const agents = useAgents(provinceId, cityId)
  const provinceName = provinces.data?.find((p) => p.ID === provinceId)?.Name ?? '全部省份'
  const cityName = cities.data?.find((c) => c.ID === cityId)?.Name ?? '全部城市'
  return (
    <div className="gk-mem" data-testid="agents">
      <div className="gk-mem__links">
        <Button size="small" onClick={() => setPicking('province')}>
          {provinceName}
        </Button>
        <Button size="small" disabled={!provinceId} onClick={() => setPicking('city')}>
          {cityName}
        </Button>
      </div>
      <Picker
        visible={picking === 'province'}
        columns={[[{ label: '全部省份', value: '0' }, ...(provinces.data ?? []).map((p) => ({ label: p.Name, value: String(p.ID) }))]]}
        onClose={() => setPicking(null)}
        onConfirm={([v]) => {
          setProvinceId(Number(v) || undefined)
          setCityId(undefined)
        }}
      />
      <Picker
        visible={picking === 'city'}
        columns={[[{ label: '全部城市', value: '0' }, ...(cities.data ?? []).map((c) => ({ label: c.Name, value: String(c.ID) }))]]}
        onClose={() => setPicking(null)}
        onConfirm={([v]) => setCityId(Number(v) || undefined)}
      />
      {agents.isPending ? <LoadingPlaceholder /> : null}
      {agents.data?.length === 0 ? <EmptyPage text="该地区暂无服务商" /> : null}
      {agents.data?.map((a) => (
        <div key={a.ID} className="gk-mem__card">
          <div className="gk-mem__name">{a.Name}</div>
          <p className="gk-mem__muted">{[a.ProvinceName, a.CityId === null ? '全省' : a.CityName, a.Address].filter(Boolean).join(' · ')}</p>
          <div className="gk-mem__tags">
            {a.Services.map((s) => (
              <span key={s} className="gk-mem__tag">
                {s}
              </span>
            ))}
          </div>
          <div className="gk-mem__row" style={{ marginTop: 8 }}>
            <span>{a.Contact}</span>
            <a href={`tel:${a.Phone.replace(/[^\d-]/g, '')}`}>{a.Phone}</a>
          </div>
        </div>
      ))}
    </div>
  )
}

function contactLines(c: { Address: string; Phone: string; Email: string; WorkHours: string }): [string, string][] {
  const lines: [string, string][] = [
    ['地址', c.Address],
    ['电话', c.Phone],
    ['邮箱', c.Email],
    ['服务时间', c.WorkHours],
  ]
  return lines.filter(([, value]) => value.trim() !== '')
}

/** pages/personal/company/index */
export function CompanyPage() {
  const info = useCompanyInfo()
  if (info.isPending) return <LoadingPlaceholder />
  if (!info.data) return <EmptyPage />
  const c = info.data
  return (
    <div className="gk-mem" data-testid="company">
      <div className="gk-mem__card">
        <div className="gk-mem__name">{c.Name}</div>
        {c.Intro.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <div className="gk-mem__card">
        {/* the operator fills these in; a line without a value is left out rather than shown as a placeholder */}
        {contactLines(c).map(([label, value]) => (
          <p key={label}>
            {label}：{value}
          </p>
        ))}
      </div>
    </div>
  )
}

type CooperationForm = { Name: string; Mobile: string; Organization?: string; CooperationType: string[]; Message: string }

/** pages/personal/cooperation/index: the enquiry form (stored for operators). */
export function CooperationPage() {
  const submit = useSubmitCooperation()
  const [form] = Form.useForm<CooperationForm>()
  const [done, setDone] = useState(false)
  if (done) return <EmptyPage text="提交成功，我们会在3个工作日内与您联系" />
  const onFinish = (v: CooperationForm) => {
    const type = v.CooperationType[0]
    if (!type) return showToast('请选择合作类型')
    submit.mutate(
      {
        Name: v.Name,
        Mobile: v.Mobile,
        CooperationType: type as (typeof CooperationTypes)[number],
        Message: v.Message,
        ...(v.Organization ? { Organization: v.Organization } : {}),
      },
      { onSuccess: () => setDone(true) },
    )
  }
  return (
    <div className="gk-mem" data-testid="cooperation">
      <Form
        form={form}
        mode="card"
        onFinish={onFinish}
        footer={
          <Button block type="submit" color="primary" loading={submit.isPending}>
            提交
          </Button>
        }
      >
        <Form.Item name="Name" label="联系人" rules={[{ required: true, message: '请输入联系人' }]}>
          <Input placeholder="您的称呼" maxLength={30} />
        </Form.Item>
        <Form.Item name="Mobile" label="手机号" rules={[{ required: true, pattern: /^1[3-9]\d{9}$/, message: '请输入正确的手机号' }]}>
          <Input placeholder="11位手机号" type="tel" maxLength={11} />
        </Form.Item>
        <Form.Item name="Organization" label="单位">
          <Input placeholder="学校或机构名称（选填）" maxLength={60} />
        </Form.Item>
        <Form.Item name="CooperationType" label="合作类型" rules={[{ required: true, message: '请选择合作类型' }]}>
          <Selector options={CooperationTypes.map((t) => ({ label: t, value: t }))} />
        </Form.Item>
        <Form.Item name="Message" label="合作意向" rules={[{ required: true, min: 5, message: '合作意向至少5个字' }]}>
          <TextArea placeholder="请简要描述您的合作意向" maxLength={500} showCount rows={4} />
        </Form.Item>
      </Form>
    </div>
  )
}
