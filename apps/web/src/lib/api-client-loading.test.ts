import { ErrorCode } from '@gk/contract'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { callApi, LOADING_WAIT_LIMIT_MS } from './api-client.ts'
import { sessionStore } from './session-store.ts'
import { showToast } from './toast.ts'

vi.mock('./toast.ts', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }))
vi.mock('./navigation.ts', () => ({ openPage: vi.fn(), currentRoute: vi.fn(() => '/pages/index') }))

const LOADING = '数据加载中，请稍后'

/** What the server answers while its dataset loads (apps/server app.ts). */
function loading(): Response {
  return new Response(JSON.stringify({ code: ErrorCode.Unavailable, message: LOADING, data: null }), {
    status: 503,
    headers: { 'Content-Type': 'application/json', 'Retry-After': '3' },
  })
}
const ready = () => new Response(JSON.stringify({ code: 0, message: '成功', data: ['北京'] }), { status: 200, headers: { 'Content-Type': 'application/json' } })

let answers: (() => Response)[] = []
let calls = 0
beforeEach(() => {
  vi.useFakeTimers()
  calls = 0
  localStorage.clear()
  sessionStore.reset()
  vi.mocked(showToast).mockClear()
  vi.stubGlobal(
    'fetch',
    vi.fn(() => {
      calls += 1
      return Promise.resolve((answers.shift() ?? loading)())
    }),
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('a server still loading its data', () => {
  it('shows the loading message and retries every 3 s until the data is there', async () => {
    answers = [loading, loading, ready]
    const result = callApi('Public/ProvinceList', {})
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toBe(1)
    expect(showToast).toHaveBeenCalledWith(`${LOADING}（自动重试中）`, 3000)
    await vi.advanceTimersByTimeAsync(2999)
    expect(calls).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toBe(2)
    await vi.advanceTimersByTimeAsync(3000)
    await expect(result).resolves.toEqual(['北京'])
    expect(calls).toBe(3)
  })

  it('gives up after about two minutes with the server message', async () => {
    answers = []
    const result = callApi('Public/ProvinceList', {}).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(LOADING_WAIT_LIMIT_MS + 3000)
    await expect(result).resolves.toMatchObject({ kind: 'http', status: 503, code: ErrorCode.Unavailable, message: LOADING })
    expect(calls).toBeGreaterThanOrEqual(38)
    expect(calls).toBeLessThanOrEqual(41)
    expect(showToast).toHaveBeenLastCalledWith(LOADING)
  })

  it('does not retry a 503 without Retry-After (a database outage is not a load)', async () => {
    answers = [() => new Response(JSON.stringify({ code: ErrorCode.Unavailable, message: '服务繁忙，请稍后重试', data: null }), { status: 503 })]
    await expect(callApi('Public/ProvinceList', {})).rejects.toMatchObject({ status: 503 })
    expect(calls).toBe(1)
  })

  it('stops waiting when the caller aborts', async () => {
    answers = []
    const controller = new AbortController()
    const result = callApi('Public/ProvinceList', {}, { signal: controller.signal, quiet: true }).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(4000)
    controller.abort()
    await expect(result).resolves.toMatchObject({ status: 503 })
    expect(calls).toBe(2)
  })
})
