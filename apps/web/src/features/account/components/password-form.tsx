import { Input, List } from 'antd-mobile'
import { useState } from 'react'
import { FixedBottomButton } from '../../../components/form/fixed-bottom-button.tsx'
import { showToast } from '../../../lib/toast.ts'
import { useUpdatePassword } from '../api/update-password.ts'
import { checkPasswordChange } from '../utils/validate.ts'
import './account.css'

export type PasswordFormProps = { onChanged: () => void }

/** Old password, new password and its confirmation (User/UpdatePassword). */
export function PasswordForm({ onChanged }: PasswordFormProps) {
  const [oldPassword, setOldPassword] = useState('')
  const [newPassword, setNewPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const change = useUpdatePassword()

  const submit = () => {
    const problem = checkPasswordChange({ oldPassword, newPassword, confirm })
    if (problem) return showToast(problem)
    change.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: () => {
          showToast('密码修改成功')
          onChanged()
        },
      },
    )
  }

  return (
    <div>
      <List mode="card">
        <List.Item prefix={<span className="gk-auth-form__label">原密码</span>}>
          <Input name="oldPassword" type="password" placeholder="请输入原密码" value={oldPassword} onChange={setOldPassword} clearable />
        </List.Item>
        <List.Item prefix={<span className="gk-auth-form__label">新密码</span>}>
          <Input name="newPassword" type="password" placeholder="请输入新密码" value={newPassword} onChange={setNewPassword} clearable />
        </List.Item>
        <List.Item prefix={<span className="gk-auth-form__label">确认密码</span>}>
          <Input name="confirm" type="password" placeholder="请再次输入新密码" value={confirm} onChange={setConfirm} clearable />
        </List.Item>
      </List>
      <p style={{ margin: '0 20px', color: '#999', fontSize: 12 }}>密码需为6-20位，且同时包含字母和数字；修改后其他设备需重新登录。</p>
      <FixedBottomButton onClick={submit} loading={change.isPending}>
        确认修改
      </FixedBottomButton>
    </div>
  )
}
