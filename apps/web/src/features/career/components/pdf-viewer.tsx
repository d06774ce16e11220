import { useEffect, useRef, useState } from 'react'
import './career.css'

// pdf.js and its worker load only when a document is opened; phone browsers (Android WebView,
// iOS) do not render PDFs inside an iframe, so the pages are drawn on canvases here
const loadPdfjs = async () => {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')])
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default
  return pdfjs
}

const MAX_PAGES = 30

export type PdfViewerProps = { url: string; title: string }

/** Draws every page of a PDF at the container's width. */
export function PdfViewer({ url, title }: PdfViewerProps) {
  const ref = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading')
  const [pages, setPages] = useState(0)
  useEffect(() => {
    let cancelled = false
    const container = ref.current
    if (!container) return
    container.replaceChildren()
    setState('loading')
    void (async () => {
      try {
        const pdfjs = await loadPdfjs()
        const doc = await pdfjs.getDocument({ url }).promise
        if (cancelled) return
        setPages(doc.numPages)
        const width = container.clientWidth || 340
        const ratio = Math.min(window.devicePixelRatio || 1, 2)
        for (let n = 1; n <= Math.min(doc.numPages, MAX_PAGES) && !cancelled; n++) {
          const page = await doc.getPage(n)
          const base = page.getViewport({ scale: 1 })
          const viewport = page.getViewport({ scale: (width / base.width) * ratio })
          const canvas = document.createElement('canvas')
          canvas.width = viewport.width
          canvas.height = viewport.height
          canvas.style.width = `${width}px`
          canvas.setAttribute('aria-label', `${title} 第 ${n} 页`)
          container.appendChild(canvas)
          await page.render({ canvas, viewport }).promise
        }
        if (!cancelled) setState('ready')
        await doc.destroy()
      } catch {
        if (!cancelled) setState('error')
      }
    })()
    return () => {
      cancelled = true
    }
  }, [url, title])
  return (
    <div className="gk-cr-pdfviewer" data-testid="pdf-viewer" data-state={state}>
      {state === 'loading' ? <p className="gk-cr-muted">正在打开文档…</p> : null}
      {state === 'error' ? <p className="gk-cr-muted">文档打开失败，请点击下方按钮在浏览器中查看</p> : null}
      <div ref={ref} className="gk-cr-pdfpages" />
      {pages > MAX_PAGES ? (
        <p className="gk-cr-muted">
          仅显示前 {MAX_PAGES} 页，共 {pages} 页
        </p>
      ) : null}
    </div>
  )
}
