import type { UserInfo } from '@gk/contract'
import { beforeEach, describe, expect, it } from 'vitest'
import { applyUserInfo, sessionStore } from './session-store.ts'
import { storage } from './storage.ts'

const info = (ExamProvinceId: number | null) => ({ UserId: 7, NickName: '李明', Avatar: '', Mobile: '139****2318', ExamProvinceId }) as unknown as UserInfo

beforeEach(() => {
  localStorage.clear()
  sessionStore.reset()
})

describe('applyUserInfo', () => {
  it('keeps the exam province on the device, so the next cold start guesses the same 生源地 as the pages', () => {
    applyUserInfo(info(33))
    expect(sessionStore.get().provinceID).toBe(33)
    expect(storage.get('provinceID')).toBe(33)
  })

  it('leaves the device province alone when the account has none', () => {
    storage.set('provinceID', 41)
    applyUserInfo(info(null))
    expect(storage.get('provinceID')).toBe(41)
  })
})
