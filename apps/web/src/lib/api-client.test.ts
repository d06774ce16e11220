import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, callApi } from './api-client.ts'
import { openPage } from './navigation.ts'
import { sessionStore } from './session-store.ts'
import { storage } from './storage.ts'
import { hideLoading, showLoading, showToast } from './toast.ts'

vi.mock('./toast.ts', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }))
vi.mock('./navigation.ts', () => ({ openPage: vi.fn(), currentRoute: vi.fn(() => '/pages/personal/index') }))

type Handler = (name: string, body: unknown, headers: Record<string, string>, init: RequestInit) => Response | Promise<Response>
const calls: { name: string; body: unknown; token: string | undefined }[] = []

function envelope(code: number, data: unknown = null, message = code === 0 ? '成功' : `错误${code}`, status = 200): Response {
  return new Response(JSON.stringify({ code, message, data }), { status, headers: { 'Content-Type': 'application/json' } })
}

function stubFetch(handler: Handler) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const name = url.replace(/^.*\/api\//, '')
      const headers = init.headers as Record<string, string>
      const body: unknown = JSON.parse(init.body as string)
      calls.push({ name, body, token: headers.token })
      return handler(name, body, headers, init)
    }),
  )
}

const profile = { UserId: 1, NickName: '小明' }

beforeEach(() => {
  calls.length = 0
  localStorage.clear()
  sessionStore.reset()
  sessionStore.set({ isMicromessenger: false })
  vi.mocked(showToast).mockClear()
  vi.mocked(openPage).mockClear()
  vi.mocked(showLoading).mockClear()
  vi.mocked(hideLoading).mockClear()
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('callApi codes', () => {
  it('0 → resolves data, sends POST JSON with the token header', async () => {
    storage.set('token', 'tok-1')
    stubFetch(() => envelope(0, profile))
    await expect(callApi('User/StudentInfo', {})).resolves.toEqual(profile)
    expect(calls[0]).toEqual({ name: 'User/StudentInfo', body: {}, token: 'tok-1' })
    const init = vi.mocked(fetch).mock.calls[0]![1]!
    expect(init.method).toBe('POST')
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json')
  })

  it('sends no token header when none is stored', async () => {
    stubFetch(() => envelope(0, []))
    await callApi('Public/ProvinceList', {})
    expect(calls[0]!.token).toBeUndefined()
  })

  it('uses the global base URL override', async () => {
    window.__GK_API_BASE__ = 'https://api.example.test/'
    stubFetch(() => envelope(0, []))
    await callApi('Public/ProvinceList', {})
    expect(vi.mocked(fetch).mock.calls[0]![0]).toBe('https://api.example.test/api/Public/ProvinceList')
    delete window.__GK_API_BASE__
  })

  it('113 → toast of the server message, open-member page, rejected', async () => {
    stubFetch(() => envelope(113, null, '该功能需开通会员后使用'))
    await expect(callApi('User/StudentInfo', {})).rejects.toMatchObject({ code: 113 })
    expect(showToast).toHaveBeenCalledWith('该功能需开通会员后使用')
    expect(openPage).toHaveBeenCalledWith('pages/personal/openmamber/openmamber')
  })

  it('116 → rejected without any toast', async () => {
    stubFetch(() => envelope(116))
    await expect(callApi('User/StudentInfo', {})).rejects.toBeInstanceOf(ApiError)
    expect(showToast).not.toHaveBeenCalled()
  })

  it('other codes → toast of the server message (2000 ms default) and rejected', async () => {
    stubFetch(() => envelope(1104, null, '手机号或密码错误'))
    await expect(callApi('User/UserLogin', { Mobile: '13800000000', Password: 'x' })).rejects.toMatchObject({ code: 1104, message: '手机号或密码错误' })
    expect(showToast).toHaveBeenCalledWith('手机号或密码错误')
  })

  it('quiet calls never toast', async () => {
    stubFetch(() => envelope(1104))
    await expect(callApi('User/Loginout', {}, { quiet: true })).rejects.toMatchObject({ code: 1104 })
    expect(showToast).not.toHaveBeenCalled()
  })

  it('shows the loading toast only when asked, and hides it after the response', async () => {
    stubFetch(() => envelope(0, []))
    await callApi('Public/ProvinceList', {})
    expect(showLoading).not.toHaveBeenCalled()
    await callApi('Public/ProvinceList', {}, { loading: true })
    expect(showLoading).toHaveBeenCalledTimes(1)
    expect(hideLoading).toHaveBeenCalledTimes(1)
  })
})

describe('network failures', () => {
  it('HTTP 401 → 登录失效', async () => {
    stubFetch(() => new Response('', { status: 401 }))
    await expect(callApi('User/StudentInfo', {})).rejects.toMatchObject({ kind: 'http', status: 401 })
    expect(showToast).toHaveBeenCalledWith('登录失效')
  })

  it('a failed fetch → 请稍后重试', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    )
    await expect(callApi('User/StudentInfo', {})).rejects.toMatchObject({ kind: 'network' })
    expect(showToast).toHaveBeenCalledWith('请稍后重试')
  })

  it('HTTP 502 without an envelope → 请稍后重试', async () => {
    stubFetch(() => new Response('bad gateway', { status: 502 }))
    await expect(callApi('User/StudentInfo', {})).rejects.toMatchObject({ kind: 'http', status: 502 })
    expect(showToast).toHaveBeenCalledWith('请稍后重试')
  })

  it('times out after 60000 ms by aborting the request', async () => {
    vi.useFakeTimers()
    stubFetch(
      (_name, _body, _headers, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
        }),
    )
    const result = callApi('User/StudentInfo', {}).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(59_999)
    expect(showToast).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await expect(result).resolves.toMatchObject({ kind: 'timeout' })
    expect(showToast).toHaveBeenCalledWith('请稍后重试')
  })
})

describe('112 session expiry', () => {
  it('toasts, re-logs in with the remember token and device id (never a password), keeps the next token and retries', async () => {
    storage.set('token', 'old')
    storage.set('rememberToken', 'remember-1')
    storage.set('deviceId', 'device-0123456789abcdef')
    stubFetch((name, _body, headers) => {
      if (name === 'User/RememberLogin') return envelope(0, { token: 'new', UserId: 1, RememberToken: 'remember-2', ExpiresAt: '2027-03-01T00:00:00.000Z' })
      return headers.token === 'new' ? envelope(0, profile) : envelope(112, null, '登录已失效，请重新登录')
    })
    await expect(callApi('User/StudentInfo', {})).resolves.toEqual(profile)
    expect(showToast).toHaveBeenCalledWith('登录已失效，请重新登录')
    expect(calls.find((c) => c.name === 'User/RememberLogin')!.body).toEqual({
      RememberToken: 'remember-1',
      DeviceId: 'device-0123456789abcdef',
      TerminalType: 2,
    })
    expect(calls.some((c) => c.name === 'User/UserLogin')).toBe(false)
    expect(storage.get('rememberToken')).toBe('remember-2')
    expect(storage.get('token')).toBe('new')
    expect(sessionStore.get().token).toBe('new')
  })

  it('concurrent 112s share one re-login', async () => {
    storage.set('token', 'old')
    storage.set('rememberToken', 'remember-1')
    stubFetch(async (name, _body, headers) => {
      if (name === 'User/RememberLogin') {
        await new Promise((resolve) => setTimeout(resolve, 20))
        return envelope(0, { token: 'new', UserId: 1, RememberToken: 'remember-2', ExpiresAt: '2027-03-01T00:00:00.000Z' })
      }
      return headers.token === 'new' ? envelope(0, name) : envelope(112)
    })
    const results = await Promise.all([callApi('User/StudentInfo', {}), callApi('Public/ProvinceList', {}), callApi('User/StudentInfo', {})])
    expect(results).toEqual(['User/StudentInfo', 'Public/ProvinceList', 'User/StudentInfo'])
    expect(calls.filter((c) => c.name === 'User/RememberLogin')).toHaveLength(1)
  })

  it('without stored credentials: resets state, clears storage and opens login', async () => {
    storage.set('token', 'old')
    storage.set('ChannelCode', 'c1')
    sessionStore.set({ token: 'old', nickname: '小明' })
    stubFetch(() => envelope(112))
    await expect(callApi('User/StudentInfo', {})).rejects.toMatchObject({ code: 112 })
    expect(storage.get('token')).toBeNull()
    expect(storage.get('ChannelCode')).toBeNull()
    expect(sessionStore.get().nickname).toBe('')
    expect(openPage).toHaveBeenCalledWith('pages/personal/login/index', { replace: true, query: { redirect: '/pages/personal/index' } })
  })

  it('a visitor (no token sent) is invited to sign in, never told the session expired', async () => {
    stubFetch(() => envelope(112, null, '登录已失效，请重新登录'))
    await expect(callApi('User/SysUserConfig', {})).rejects.toMatchObject({ code: 112 })
    expect(showToast).toHaveBeenCalledWith('请先登录')
    expect(showToast).not.toHaveBeenCalledWith('登录已失效，请重新登录')
    expect(calls.map((c) => c.name)).toEqual(['User/SysUserConfig'])
    expect(openPage).toHaveBeenCalledWith('pages/personal/login/index', { replace: true, query: { redirect: '/pages/personal/index' } })
  })

  it('a refused remember token: cleared and sent to login', async () => {
    storage.set('token', 'old')
    storage.set('rememberToken', 'revoked-1')
    stubFetch((name) => (name === 'User/RememberLogin' ? envelope(1130) : envelope(112)))
    await expect(callApi('User/StudentInfo', {})).rejects.toMatchObject({ code: 112 })
    expect(storage.get('rememberToken')).toBeNull()
    expect(openPage).toHaveBeenCalledWith('pages/personal/login/index', expect.anything())
  })

  it('in WeChat: stored openID → User/OpenIdLogin with OpenType 2; openID kept on failure', async () => {
    sessionStore.set({ isMicromessenger: true })
    storage.set('token', 'old')
    storage.set('openID', 'oid-1')
    stubFetch((name, _body, headers) => {
      if (name === 'User/OpenIdLogin') return envelope(0, { token: 'wx', UserId: 2 })
      return headers.token === 'wx' ? envelope(0, profile) : envelope(112)
    })
    await expect(callApi('User/StudentInfo', {})).resolves.toEqual(profile)
    expect(calls.find((c) => c.name === 'User/OpenIdLogin')!.body).toEqual({ OpenType: 2, OpenId: 'oid-1' })

    storage.set('token', 'old')
    sessionStore.set({ token: 'old' })
    stubFetch((name) => (name === 'User/OpenIdLogin' ? envelope(0, null) : envelope(112)))
    await expect(callApi('User/StudentInfo', {})).rejects.toMatchObject({ code: 112 })
    expect(storage.get('openID')).toBe('oid-1')
    expect(storage.get('token')).toBeNull()
  })

  it('a call that left before the refresh retries with the new token without a second re-login', async () => {
    storage.set('token', 'old')
    stubFetch((_name, _body, headers) => {
      if (headers.token === 'old') {
        // another caller refreshed the session while this one was on the wire
        sessionStore.set({ token: 'fresh' })
        return envelope(112)
      }
      return envelope(0, 'ok')
    })
    await expect(callApi('Public/ProvinceList', {})).resolves.toBe('ok')
    expect(showToast).not.toHaveBeenCalled()
  })
})
