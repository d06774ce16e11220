import { describe, expect, it } from 'vitest'
import { hasGankaoAccess, hasGeneralAccess, isGzbb, isVip, isZnk, liveMemberType } from './entitlements.ts'

describe('member groups', () => {
  it.each([
    [null, false, false, false],
    [0, true, true, true],
    [1, true, false, false],
    [2, true, true, true],
    [3, false, false, false],
    [4, true, true, false],
    [5, false, false, false],
  ])('MemberType %s → ZNK %s, GZBB %s, VIP %s', (memberType, znk, gzbb, vip) => {
    expect(isZnk(memberType)).toBe(znk)
    expect(isGzbb(memberType)).toBe(gzbb)
    expect(isVip(memberType)).toBe(vip)
  })
})

describe('access checks', () => {
  const now = new Date('2027-06-25T12:00:00Z')
  it('passes general access for any member type, even 3', () => {
    expect(hasGeneralAccess({ MemberType: 3, PackageData: [] }, now)).toBe(true)
  })
  it('needs a package that expires in the future when there is no member type', () => {
    const expired = { ProductFrom: 'plan', ExpireAt: '2027-06-25T11:59:59Z' }
    const live = { ProductFrom: 'plan', ExpireAt: '2027-06-25T12:00:01Z' }
    expect(hasGeneralAccess({ MemberType: null, PackageData: [] }, now)).toBe(false)
    expect(hasGeneralAccess({ MemberType: null, PackageData: [expired] }, now)).toBe(false)
    expect(hasGeneralAccess({ MemberType: null, PackageData: [expired, live] }, now)).toBe(true)
  })
  it('grants gankao only with a Gankao package', () => {
    expect(hasGankaoAccess({ MemberType: 0, PackageData: [{ ProductFrom: 'plan', ExpireAt: '2099-01-01' }] })).toBe(false)
    expect(hasGankaoAccess({ MemberType: null, PackageData: [{ ProductFrom: 'gankao', ExpireAt: '2000-01-01' }] })).toBe(true)
  })
})

describe('liveMemberType', () => {
  const now = new Date('2027-07-01T00:00:00Z')
  it('is the member type until its end, to the millisecond', () => {
    expect(liveMemberType(2, new Date(now.getTime() + 1), now)).toBe(2)
    expect(liveMemberType(2, now, now)).toBeNull()
    expect(liveMemberType(2, '2027-06-30T16:00:00Z', now)).toBeNull()
  })
  it('keeps a membership without an end and has none without a type', () => {
    expect(liveMemberType(4, null, now)).toBe(4)
    expect(liveMemberType(null, '2099-01-01T00:00:00Z', now)).toBeNull()
  })
})
