import { useEffect, useRef } from 'react'
import { REACH_BOTTOM_DISTANCE } from '@gk/contract'

/** True when the page is scrolled to within `distance` px of its bottom. */
export function isNearBottom(metrics: { scrollTop: number; clientHeight: number; scrollHeight: number }, distance: number = REACH_BOTTOM_DISTANCE): boolean {
  return metrics.scrollHeight - metrics.scrollTop - metrics.clientHeight <= distance
}

/** Calls `onReachBottom` when the window scrolls within 10 px of the bottom. */
export function useReachBottom(onReachBottom: () => void, distance: number = REACH_BOTTOM_DISTANCE): void {
  const callback = useRef(onReachBottom)
  callback.current = onReachBottom
  useEffect(() => {
    let wasNear = false
    const onScroll = () => {
      const root = document.documentElement
      const near = isNearBottom({ scrollTop: window.scrollY, clientHeight: window.innerHeight, scrollHeight: root.scrollHeight }, distance)
      // fire once per arrival at the bottom, not on every scroll event while there
      if (near && !wasNear) callback.current()
      wasNear = near
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [distance])
}
