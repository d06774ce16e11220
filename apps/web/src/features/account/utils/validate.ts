import { MOBILE_PATTERN, PASSWORD_PATTERN } from '@gk/contract'

/** A form check: the first problem as a Chinese sentence, or null when the form is fine. */
export type Check = string | null

export function checkMobile(mobile: string): Check {
  if (!mobile.trim()) return '请输入手机号'
  return MOBILE_PATTERN.test(mobile.trim()) ? null : '请输入正确的11位手机号'
}

export function checkNewPassword(password: string, confirm: string): Check {
  if (!password) return '请输入密码'
  if (!PASSWORD_PATTERN.test(password)) return '密码需为6-20位，且同时包含字母和数字'
  if (!confirm) return '请再次输入密码'
  return password === confirm ? null : '两次输入的密码不一致'
}

export function checkLogin(form: { mobile: string; password: string }): Check {
  return checkMobile(form.mobile) ?? (form.password ? null : '请输入密码')
}

export function checkRegister(form: { mobile: string; code: string; password: string; confirm: string; agreed: boolean }): Check {
  return (
    checkMobile(form.mobile) ??
    (/^\d{6}$/.test(form.code.trim()) ? null : '请输入6位数字验证码') ??
    checkNewPassword(form.password, form.confirm) ??
    (form.agreed ? null : '请阅读并同意《用户服务协议》和《隐私政策》')
  )
}

export function checkProfile(form: { realName: string; provinceId: number | null; examYear: number | null; schoolName: string }): Check {
  const name = form.realName.trim()
  if (!name) return '请输入姓名'
  if (name.length > 20) return '姓名最多20个字'
  if (form.provinceId == null) return '请选择高考省份'
  if (form.examYear == null) return '请选择高考年份'
  return form.schoolName.trim().length > 50 ? '学校名称最多50个字' : null
}

export function checkPasswordChange(form: { oldPassword: string; newPassword: string; confirm: string }): Check {
  if (!form.oldPassword) return '请输入原密码'
  const problem = checkNewPassword(form.newPassword, form.confirm)
  if (problem) return problem
  return form.oldPassword === form.newPassword ? '新密码不能与原密码相同' : null
}

/** Exam years offered in the profile form: the season's target year (from the server) and the next three. */
export function examYearOptions(targetYear: number): number[] {
  return [targetYear, targetYear + 1, targetYear + 2, targetYear + 3]
}
