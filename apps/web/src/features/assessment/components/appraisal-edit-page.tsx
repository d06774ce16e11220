import { Button, Form, Input, Selector } from 'antd-mobile'
import { useState } from 'react'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import { showToast } from '../../../lib/toast.ts'
import './assessment.css'

const PROFILE_KEY = 'gk-assessment-profile'
type Profile = { grade: string; goal: string }

function readProfile(): Profile {
  try {
    return { grade: '', goal: '', ...(JSON.parse(localStorage.getItem(PROFILE_KEY) ?? '{}') as Partial<Profile>) }
  } catch {
    return { grade: '', goal: '' }
  }
}

/** apprasaledit: the student's grade and goal shown with the assessments (kept on this device). */
export function AppraisalEditPage() {
  const [profile, setProfile] = useState(readProfile)
  const save = () => {
    try {
      localStorage.setItem(PROFILE_KEY, JSON.stringify(profile))
    } catch {
      // storage unavailable: nothing to keep
    }
    showToast('已保存')
    openPage(paths.assessEnter, { replace: true })
  }
  return (
    <div className="gk-as">
      <Form
        layout="horizontal"
        footer={
          <Button block color="primary" onClick={save}>
            保存
          </Button>
        }
      >
        <Form.Header>测评资料</Form.Header>
        <Form.Item label="年级">
          <Selector
            columns={3}
            options={['高一', '高二', '高三'].map((g) => ({ label: g, value: g }))}
            value={profile.grade ? [profile.grade] : []}
            onChange={(v) => setProfile({ ...profile, grade: v[0] ?? '' })}
          />
        </Form.Item>
        <Form.Item label="目标方向">
          <Input placeholder="如：医学、计算机、师范" maxLength={30} value={profile.goal} onChange={(goal) => setProfile({ ...profile, goal })} />
        </Form.Item>
      </Form>
      <p className="gk-as-muted gk-as-pad">资料只保存在本机，用于在测评中心显示，方便对照测评结果思考方向。</p>
    </div>
  )
}
