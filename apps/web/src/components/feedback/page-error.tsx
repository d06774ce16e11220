import { Button } from 'antd-mobile'
import './feedback.css'

// cause: why the page failed ('timeout' = the 5000 ms give-up, 'missing' = the chunk failed); read by tests and support
export type PageErrorProps = { onRetry?: () => void; cause?: 'timeout' | 'missing' }

// Drawn for this app: a page with a broken corner and a cloud, in the brand blues.
function BrokenPageIllustration() {
  return (
    <svg className="gk-page-error__image" viewBox="0 0 200 160" role="img" aria-label="页面加载失败插图">
      <ellipse cx="100" cy="146" rx="70" ry="8" fill="#E6EEF9" />
      <path d="M150 50a16 16 0 0 0-30-6 12 12 0 0 0-4 23h34a9 9 0 0 0 0-17z" fill="#EAF2FD" />
      <path d="M56 22h62l22 22v94a4 4 0 0 1-4 4H56a4 4 0 0 1-4-4V26a4 4 0 0 1 4-4z" fill="#FFFFFF" stroke="#3686E2" strokeWidth="3" />
      <path d="M118 22v22h22" fill="#D7E6FA" stroke="#3686E2" strokeWidth="3" strokeLinejoin="round" />
      <path d="M66 62h44M66 76h56M66 90h36" stroke="#B8D0F2" strokeWidth="5" strokeLinecap="round" />
      <path d="M52 112l14-8 10 10 12-12 12 10 12-8 18 12v22a4 4 0 0 1-4 4H56a4 4 0 0 1-4-4z" fill="#F2F6FC" />
      <circle cx="132" cy="108" r="16" fill="#FF8F3D" />
      <path d="M132 99v11" stroke="#FFFFFF" strokeWidth="4" strokeLinecap="round" />
      <circle cx="132" cy="117" r="2.5" fill="#FFFFFF" />
    </svg>
  )
}

/** Error view of a lazy page: image and 页面加载失败~~, with a retry. */
export function PageError({ onRetry, cause }: PageErrorProps) {
  return (
    <div className="gk-page-error" role="alert" data-cause={cause}>
      <BrokenPageIllustration />
      <p className="gk-page-error__text">页面加载失败~~</p>
      {onRetry ? (
        <Button color="primary" fill="outline" size="small" onClick={onRetry}>
          重新加载
        </Button>
      ) : null}
    </div>
  )
}
