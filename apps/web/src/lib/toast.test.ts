// @vitest-environment node
// pure logic with no DOM: a jsdom window would cost this file about a CPU second (docs/contributing.md "CI budget")
import { Toast } from 'antd-mobile'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { hideLoading, showLoading, showToast } from './toast.ts'

vi.mock('antd-mobile', () => ({ Toast: { show: vi.fn(), clear: vi.fn() } }))

beforeEach(() => {
  vi.useFakeTimers()
  vi.mocked(Toast.show).mockClear()
  vi.mocked(Toast.clear).mockClear()
})
afterEach(() => vi.useRealTimers())

describe('toast', () => {
  it('text toasts last 2000 ms', () => {
    showToast('请稍后重试')
    expect(Toast.show).toHaveBeenCalledWith({ content: '请稍后重试', duration: 2000 })
  })

  it('the loading toast (加载中...) hides 300 ms after the last response', () => {
    showLoading()
    showLoading()
    expect(Toast.show).toHaveBeenCalledTimes(1)
    expect(Toast.show).toHaveBeenCalledWith(expect.objectContaining({ icon: 'loading', content: '加载中...' }))
    hideLoading()
    vi.advanceTimersByTime(1000)
    expect(Toast.clear).not.toHaveBeenCalled()
    hideLoading()
    vi.advanceTimersByTime(299)
    expect(Toast.clear).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(Toast.clear).toHaveBeenCalledTimes(1)
  })

  it('an error message shown right after the response is not cleared by the loading hide', () => {
    showLoading()
    hideLoading()
    showToast('手机号或密码错误')
    vi.advanceTimersByTime(300)
    expect(Toast.clear).not.toHaveBeenCalled()
  })
})
