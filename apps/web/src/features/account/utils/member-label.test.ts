// @vitest-environment node
// pure logic with no DOM: a jsdom window would cost this file about a CPU second (docs/contributing.md "CI budget")
import { describe, expect, it } from 'vitest'
import { memberLabel } from './member-label.ts'

const now = new Date('2026-11-21T00:00:00Z')

describe('memberLabel', () => {
  it('follows the member groups', () => {
    expect(memberLabel({ MemberType: 0, PackageData: [] }, now)).toBe('VIP会员')
    expect(memberLabel({ MemberType: 4, PackageData: [] }, now)).toBe('高考宝典会员')
    expect(memberLabel({ MemberType: 1, PackageData: [] }, now)).toBe('智能卡会员')
    expect(memberLabel({ MemberType: null, PackageData: [{ ProductFrom: 'plan', ExpireAt: '2027-01-01T00:00:00Z' }] }, now)).toBe('套餐用户')
    expect(memberLabel({ MemberType: null, PackageData: [{ ProductFrom: 'plan', ExpireAt: '2026-01-01T00:00:00Z' }] }, now)).toBe('普通用户')
    expect(memberLabel(null, now)).toBe('未登录')
  })
})
