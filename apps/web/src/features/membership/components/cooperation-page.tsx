import { Button, Form, Input, Selector, TextArea } from 'antd-mobile'
import { useState } from 'react'
import { CooperationTypes } from '@gk/contract'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { showToast } from '../../../lib/toast.ts'
import { useSubmitCooperation } from '../api/membership.ts'
import './membership.css'

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
