import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, callApi, callEarly } from './api-client.ts'
import { sessionStore } from './session-store.ts'
import { storage } from './storage.ts'
import { showToast } from './toast.ts'

vi.mock('./toast.ts', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }))
vi.mock('./navigation.ts', () => ({ openPage: vi.fn(), currentRoute: vi.fn(() => '/pages/home/index') }))

const sent: { name: string; body: string }[] = []
function answer(code: number, data: unknown = null) {
  return new Response(JSON.stringify({ code, message: code === 0 ? '成功' : `错误${code}`, data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  })
}
function stubFetch(codeOf: (name: string, n: number) => number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const name = url.replace(/^.*\/api\//, '')
      sent.push({ name, body: init.body as string })
      return answer(codeOf(name, sent.length), { Name: name, n: sent.length })
    }),
  )
}

beforeEach(() => {
  sent.length = 0
  localStorage.clear()
  sessionStore.reset()
  storage.set('token', 'tok-1')
  vi.mocked(showToast).mockClear()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('calls started early', () => {
  it('the page’s same call takes the early answer instead of asking again, once', async () => {
    stubFetch(() => 0)
    callEarly('School/SchoolInfo', { SchoolId: '4111010001' })
    expect(sent).toHaveLength(1)
    await expect(callApi('School/SchoolInfo', { SchoolId: '4111010001' })).resolves.toEqual({ Name: 'School/SchoolInfo', n: 1 })
    expect(sent).toHaveLength(1)
    // used once: a later call (a refetch) asks the server
    await expect(callApi('School/SchoolInfo', { SchoolId: '4111010001' })).resolves.toEqual({ Name: 'School/SchoolInfo', n: 2 })
  })

  it('another body is another call', async () => {
    stubFetch(() => 0)
    callEarly('School/SchoolInfo', { SchoolId: '4111010001' })
    await callApi('School/SchoolInfo', { SchoolId: '4111010002' })
    expect(sent.map((s) => s.body)).toEqual(['{"SchoolId":"4111010001"}', '{"SchoolId":"4111010002"}'])
  })

  it('a failed early call is asked again the ordinary way, with its usual message', async () => {
    stubFetch(() => 1205)
    callEarly('Wish/NewExamBatchList', {})
    await expect(callApi('Wish/NewExamBatchList', {})).rejects.toBeInstanceOf(ApiError)
    expect(sent).toHaveLength(2)
    expect(showToast).toHaveBeenCalledWith('错误1205')
  })

  it('an answer for another token is not used', async () => {
    stubFetch(() => 0)
    callEarly('User/SysUserConfig', {})
    storage.set('token', 'tok-2')
    sessionStore.set({ token: 'tok-2' })
    await callApi('User/SysUserConfig', {})
    expect(sent).toHaveLength(2)
  })
})
