import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { endpointKey } from '@gk/client'
import { callApi } from '../../../lib/api-client.ts'
import { apiQuery } from '../../../lib/queries.ts'
import { useSession } from '../../../lib/session-store.ts'

/** Saves at most this often while playing; pause and leaving the page save at once. */
const SAVE_EVERY_MS = 5000

/**
 * Saves playback position per user: throttled while playing, at once on pause, on leaving the page
 * and on switching item. The cached item gets the new position too, so coming back resumes there.
 */
export function useProgressSaver(itemId: number) {
  const token = useSession((s) => s.token)
  const queryClient = useQueryClient()
  const last = useRef({ at: 0, position: -1 })
  const latest = useRef({ position: 0, duration: 0 })
  const flushRef = useRef((_id: number, _position: number, _duration: number) => {})

  flushRef.current = (id: number, position: number, duration: number) => {
    // nothing played yet, or nothing moved since the last save
    if (!token || id <= 0 || position <= 0 || Math.abs(position - last.current.position) < 0.5) return
    last.current = { at: Date.now(), position }
    const saved = Math.round(position * 10) / 10
    queryClient.setQueryData(apiQuery('Course/ResourceInfo', { ID: id }).queryKey, (old: { Position: number } | undefined) =>
      old ? { ...old, Position: saved } : old,
    )
    // fire and forget: a failed save must never interrupt playback with a toast
    callApi('Learning/ProgressSave', { ItemId: id, Position: saved, Duration: Math.round(duration) }, { quiet: true }).then(
      () => {
        void queryClient.invalidateQueries({ queryKey: endpointKey('Learning/ContinueList') })
        void queryClient.invalidateQueries({ queryKey: endpointKey('Course/CatelogList') })
      },
      () => undefined,
    )
  }

  useEffect(() => {
    last.current = { at: 0, position: -1 }
    latest.current = { position: 0, duration: 0 }
    // the id of this effect: on a switch the next render has already moved flushRef to the new item
    const id = itemId
    const onLeave = () => flushRef.current(id, latest.current.position, latest.current.duration)
    window.addEventListener('pagehide', onLeave)
    return () => {
      window.removeEventListener('pagehide', onLeave)
      onLeave()
    }
  }, [itemId, token])

  return {
    onProgress: (position: number, duration: number) => {
      latest.current = { position, duration }
      if (Date.now() - last.current.at >= SAVE_EVERY_MS) flushRef.current(itemId, position, duration)
    },
    onPause: (position: number, duration: number) => {
      latest.current = { position, duration }
      flushRef.current(itemId, position, duration)
    },
  }
}
