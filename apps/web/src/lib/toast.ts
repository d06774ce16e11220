import { Toast } from 'antd-mobile'
import { LOADING_HIDE_DELAY_MS, LOADING_TEXT, TOAST_DURATION_MS } from '@gk/contract'

// Several calls may overlap: the loading toast stays while any of them is in flight.
let pending = 0
let hideTimer: ReturnType<typeof setTimeout> | undefined

/** A text toast for the spec's 2000 ms. */
export function showToast(content: string, duration: number = TOAST_DURATION_MS): void {
  // antd-mobile has one toast at a time: the text replaces the loading toast, and the pending
  // "hide loading" must not clear the message 300 ms later
  if (hideTimer && pending === 0) {
    clearTimeout(hideTimer)
    hideTimer = undefined
  }
  Toast.show({ content, duration })
}

export function showLoading(): void {
  pending += 1
  if (hideTimer) clearTimeout(hideTimer)
  hideTimer = undefined
  if (pending === 1) Toast.show({ icon: 'loading', content: LOADING_TEXT, duration: 0, maskClickable: false })
}

/** Hides the loading toast 300 ms after the last response. */
export function hideLoading(): void {
  pending = Math.max(0, pending - 1)
  if (pending > 0) return
  hideTimer = setTimeout(() => {
    hideTimer = undefined
    if (pending === 0) Toast.clear()
  }, LOADING_HIDE_DELAY_MS)
}
