// hls.js ships types for its full build only; the light build (no subtitles, alt audio or DRM,
// 115 KB gzip instead of 180) has the same API.
declare module 'hls.js/light' {
  export { default } from 'hls.js'
}
