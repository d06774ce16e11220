import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from './api-client.ts'
import { ApiError, callApi } from './api-client.ts'
import { launchApp, readLaunchParams } from './launch.ts'
import { openPage } from './navigation.ts'
import { queryClient } from './query-client.ts'
import { sessionStore } from './session-store.ts'
import { storage } from './storage.ts'
import { showToast } from './toast.ts'

vi.mock('./api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  callApi: vi.fn(),
}))
vi.mock('./toast.ts', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }))
vi.mock('./navigation.ts', () => ({ openPage: vi.fn(), currentRoute: vi.fn(() => '/pages/home/index') }))

const chrome = 'Mozilla/5.0 (Linux; Android 14) Chrome/126 Mobile Safari/537.36'
const wechat = 'Mozilla/5.0 (Linux; Android 14) Chrome/126 Mobile Safari/537.36 MicroMessenger/8.0.49'
const at = (search = '', hash = '#/pages/home/index') => ({ location: { search, hash }, userAgent: chrome })
const user = { UserId: 7, NickName: '小明', Avatar: '', Mobile: '13800000000', ExamProvinceId: 33 }

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  sessionStore.reset()
  queryClient.clear()
  vi.mocked(callApi).mockReset()
  vi.mocked(openPage).mockClear()
  vi.mocked(showToast).mockClear()
})

describe('readLaunchParams', () => {
  it('reads both the query string and the hash route query', () => {
    expect(readLaunchParams({ search: '?ChannelCode=ch1&code=wx', hash: '#/pages/home/index?Token=t1&SSOSign=s1' })).toEqual({
      channelCode: 'ch1',
      code: 'wx',
      token: 't1',
      ssoSign: 's1',
    })
    expect(readLaunchParams({ search: '', hash: '#/' })).toEqual({ channelCode: undefined, code: undefined, token: undefined, ssoSign: undefined })
  })
})

describe('launchApp', () => {
  it('stores ChannelCode and Token parameters, then loads the user with that token', async () => {
    vi.mocked(callApi).mockResolvedValue(user)
    await launchApp(at('?ChannelCode=ch1', '#/pages/home/index?Token=t1'))
    expect(storage.get('ChannelCode')).toBe('ch1')
    expect(storage.get('token')).toBe('t1')
    expect(callApi).toHaveBeenCalledWith('User/StudentInfo', {})
    expect(sessionStore.get()).toMatchObject({ token: 't1', nickname: '小明', authState: true, provinceID: 33 })
  })

  it('removes the stored token when the user info fails', async () => {
    storage.set('token', 'dead')
    vi.mocked(callApi).mockRejectedValue(new ApiError('business', 5000, '服务繁忙'))
    await launchApp(at())
    expect(storage.get('token')).toBeNull()
    expect(sessionStore.get().token).toBe('')
  })

  it('does nothing with no token', async () => {
    await launchApp(at())
    expect(callApi).not.toHaveBeenCalled()
  })

  it('SSOSign with a user id: stores the session, says so and goes home', async () => {
    vi.mocked(callApi).mockImplementation(async (name) => (name === 'User/SSOLogin' ? { token: 'sso', UserId: 9, OpenType: 10, OpenId: null } : user))
    await launchApp(at('?SSOSign=sig'))
    expect(callApi).toHaveBeenCalledWith('User/SSOLogin', { SSOSign: 'sig' }, { quiet: true })
    expect(storage.get('token')).toBe('sso')
    expect(storage.get('UserId')).toBe(9)
    expect(openPage).toHaveBeenCalledWith('pages/home/index', { replace: true })
  })

  it('SSOSign without a user id: 请先完善您的资料 and stepRegister', async () => {
    vi.mocked(callApi).mockResolvedValue({ token: null, UserId: null, OpenType: 10, OpenId: 'partner-open-id-0001' })
    await launchApp(at('?SSOSign=sig'))
    expect(showToast).toHaveBeenCalledWith('请先完善您的资料')
    expect(openPage).toHaveBeenCalledWith('pages/personal/register/stepRegister', { replace: true })
  })

  it('SSOSign failing: the message and the login page', async () => {
    vi.mocked(callApi).mockRejectedValue(new ApiError('business', 1002, '接口不存在'))
    await launchApp(at('?SSOSign=sig'))
    expect(showToast).toHaveBeenCalledWith('接口不存在')
    expect(openPage).toHaveBeenCalledWith('pages/personal/login/index', { replace: true })
  })

  it('WeChat without openID or code goes to the auth page with a backUrl, once per tab session', async () => {
    await launchApp({ ...at(), userAgent: wechat })
    expect(sessionStore.get().isMicromessenger).toBe(true)
    expect(openPage).toHaveBeenCalledWith('pages/personal/auth/auth-index', { replace: true, query: { backUrl: '/pages/home/index' } })
    vi.mocked(openPage).mockClear()
    await launchApp({ ...at(), userAgent: wechat })
    expect(openPage).not.toHaveBeenCalled()
  })

  it('WeChat with a stored openID or a code parameter stays', async () => {
    storage.set('openID', 'oid')
    await launchApp({ ...at(), userAgent: wechat })
    storage.remove('openID')
    await launchApp({ ...at('?code=abc'), userAgent: wechat })
    expect(openPage).not.toHaveBeenCalled()
  })
})
