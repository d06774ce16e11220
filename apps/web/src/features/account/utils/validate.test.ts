// @vitest-environment node
// pure logic with no DOM: a jsdom window would cost this file about a CPU second (docs/contributing.md "CI budget")
import { describe, expect, it } from 'vitest'
import { checkLogin, checkPasswordChange, checkProfile, checkRegister, examYearOptions } from './validate.ts'

describe('account form checks', () => {
  it('login', () => {
    expect(checkLogin({ mobile: '', password: 'x' })).toBe('请输入手机号')
    expect(checkLogin({ mobile: '12345', password: 'x' })).toBe('请输入正确的11位手机号')
    expect(checkLogin({ mobile: '13800000000', password: '' })).toBe('请输入密码')
    expect(checkLogin({ mobile: '13800000000', password: 'x' })).toBeNull()
  })
  it('register', () => {
    const ok = { mobile: '13800000000', code: '123456', password: 'abc123', confirm: 'abc123', agreed: true }
    expect(checkRegister(ok)).toBeNull()
    expect(checkRegister({ ...ok, password: '123456', confirm: '123456' })).toBe('密码需为6-20位，且同时包含字母和数字')
    expect(checkRegister({ ...ok, confirm: 'abc124' })).toBe('两次输入的密码不一致')
    expect(checkRegister({ ...ok, agreed: false })).toContain('请阅读并同意')
    expect(checkRegister({ ...ok, code: '12345' })).toBe('请输入6位数字验证码')
  })
  it('profile', () => {
    const ok = { realName: '张三', provinceId: 33, examYear: 2027, schoolName: '' }
    expect(checkProfile(ok)).toBeNull()
    expect(checkProfile({ ...ok, realName: ' ' })).toBe('请输入姓名')
    expect(checkProfile({ ...ok, provinceId: null })).toBe('请选择高考省份')
    expect(checkProfile({ ...ok, examYear: null })).toBe('请选择高考年份')
  })
  it('password change', () => {
    expect(checkPasswordChange({ oldPassword: '', newPassword: 'abc123', confirm: 'abc123' })).toBe('请输入原密码')
    expect(checkPasswordChange({ oldPassword: 'abc123', newPassword: 'abc123', confirm: 'abc123' })).toBe('新密码不能与原密码相同')
    expect(checkPasswordChange({ oldPassword: 'abc123', newPassword: 'xyz789', confirm: 'xyz789' })).toBeNull()
  })
  it('exam years start with the season’s target year', () => {
    expect(examYearOptions(2027)).toEqual([2027, 2028, 2029, 2030])
    expect(examYearOptions(2028)).toEqual([2028, 2029, 2030, 2031])
  })
})
