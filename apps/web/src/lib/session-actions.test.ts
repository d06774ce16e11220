import { beforeEach, describe, expect, it, vi } from 'vitest'
import { callApi } from './api-client.ts'
import { queryClient } from './query-client.ts'
import { logout } from './session-actions.ts'
import { studentInfoQueryOptions } from './session-queries.ts'
import { sessionStore } from './session-store.ts'
import { storage } from './storage.ts'
import { showToast } from './toast.ts'

vi.mock('./api-client.ts', () => ({ callApi: vi.fn() }))
vi.mock('./toast.ts', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }))

beforeEach(() => {
  localStorage.clear()
  sessionStore.reset()
  vi.mocked(callApi).mockReset()
  vi.mocked(showToast).mockClear()
  storage.set('token', 'tok')
  storage.set('openID', 'open-id-handle-000000001')
  storage.set('rememberToken', 'remember-token-1')
  storage.set('consentVersion', '2026-11-27')
  sessionStore.set({ token: 'tok', nickname: '小明', authState: true })
  queryClient.setQueryData(studentInfoQueryOptions().queryKey, { UserId: 1 } as never)
})

describe('logout', () => {
  it('outside WeChat: User/Loginout, state reset, storage cleared', async () => {
    sessionStore.set({ isMicromessenger: false })
    vi.mocked(callApi).mockResolvedValue(null)
    await logout()
    expect(callApi).toHaveBeenCalledWith('User/Loginout', {}, { quiet: true })
    expect(sessionStore.get()).toMatchObject({ token: '', nickname: '', authState: false })
    for (const key of ['token', 'openID', 'rememberToken'] as const) expect(storage.get(key)).toBeNull()
    // the first-launch consent belongs to the device, not to the account that logged out
    expect(storage.get('consentVersion')).toBe('2026-11-27')
    expect(queryClient.getQueryData(studentInfoQueryOptions().queryKey)).toBeUndefined()
    expect(showToast).not.toHaveBeenCalled()
  })

  it('in WeChat: cancels the open-ID binding (OpenType 2), keeps openID, says 退出成功！', async () => {
    sessionStore.set({ isMicromessenger: true })
    vi.mocked(callApi).mockResolvedValue(null)
    await logout()
    expect(callApi).toHaveBeenCalledWith('OpenAuth/OpenIdBindCancel', { OpenType: 2, OpenId: 'open-id-handle-000000001' }, { quiet: true })
    expect(callApi).toHaveBeenCalledWith('User/Loginout', {}, { quiet: true })
    expect(storage.get('openID')).toBe('open-id-handle-000000001')
    expect(storage.get('token')).toBeNull()
    expect(sessionStore.get()).toMatchObject({ token: '', isMicromessenger: true })
    expect(showToast).toHaveBeenCalledWith('退出成功！')
  })

  it('a failing server call still logs this device out', async () => {
    vi.mocked(callApi).mockRejectedValue(new Error('offline'))
    await logout()
    expect(storage.get('token')).toBeNull()
    expect(sessionStore.get().token).toBe('')
  })
})
