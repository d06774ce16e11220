import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react'
import { mediaSrc } from '../utils/format.ts'
import './learning.css'

export type VideoPlayerProps = {
  url: string
  mediaType: 'mp4' | 'hls' | 'pdf' | 'none'
  poster?: string
  /** seconds to resume from once the metadata is known */
  startAt?: number
  playbackRate?: number
  autoPlay?: boolean
  onProgress?: (position: number, duration: number) => void
  onPause?: (position: number, duration: number) => void
}

export type VideoPlayerHandle = { element: () => HTMLVideoElement | null }

type HlsLike = {
  loadSource(url: string): void
  attachMedia(el: HTMLMediaElement): void
  destroy(): void
}

/**
 * A `<video>` for MP4 and HLS. Chromium has no native HLS, so hls.js is loaded on demand (its own
 * chunk); Safari and WeChat on iOS play the playlist natively.
 */
export const VideoPlayer = forwardRef<VideoPlayerHandle, VideoPlayerProps>(function VideoPlayer(
  { url, mediaType, poster, startAt = 0, playbackRate = 1, autoPlay = false, onProgress, onPause },
  ref,
) {
  const video = useRef<HTMLVideoElement>(null)
  useImperativeHandle(ref, () => ({ element: () => video.current }), [])
  const startRef = useRef(startAt)
  startRef.current = startAt

  useEffect(() => {
    const el = video.current
    if (!el || !url) return
    const src = mediaSrc(url)
    let hls: HlsLike | undefined
    let cancelled = false
    const resume = () => {
      if (startRef.current > 0 && startRef.current < (el.duration || Infinity) - 1) el.currentTime = startRef.current
    }
    el.addEventListener('loadedmetadata', resume, { once: true })
    if (mediaType === 'hls' && !el.canPlayType('application/vnd.apple.mpegurl')) {
      void import('hls.js/light').then(({ default: Hls }) => {
        if (cancelled) return
        if (!Hls.isSupported()) return
        // no worker: the app's CSP allows no blob: scripts, and the sandbox segments are tiny
        hls = new Hls({ enableWorker: false })
        hls.loadSource(src)
        hls.attachMedia(el)
      })
    } else {
      el.src = src
    }
    return () => {
      cancelled = true
      el.removeEventListener('loadedmetadata', resume)
      hls?.destroy()
    }
  }, [url, mediaType])

  useEffect(() => {
    if (video.current) video.current.playbackRate = playbackRate
  }, [playbackRate, url])

  return (
    <video
      ref={video}
      className="gk-learn-video"
      data-testid="gk-video"
      controls
      playsInline
      preload="metadata"
      autoPlay={autoPlay}
      muted={autoPlay}
      poster={poster ? mediaSrc(poster) : undefined}
      onTimeUpdate={(e) => onProgress?.(e.currentTarget.currentTime, e.currentTarget.duration || 0)}
      onPause={(e) => onPause?.(e.currentTarget.currentTime, e.currentTarget.duration || 0)}
    />
  )
})
