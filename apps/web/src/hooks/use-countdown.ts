import { useCallback, useEffect, useState } from 'react'

/** Seconds left before "resend" is offered again (the server refuses a resend within 60 s anyway). */
export function useCountdown() {
  const [left, setLeft] = useState(0)
  useEffect(() => {
    if (left <= 0) return
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [left])
  const start = useCallback((seconds: number) => setLeft(seconds), [])
  return { left, running: left > 0, start }
}
