import { DotLoading } from 'antd-mobile'
import './feedback.css'

export type LoadingPlaceholderProps = { text?: string }

/** The shared loading placeholder. */
export function LoadingPlaceholder({ text = '正在加载，请稍后' }: LoadingPlaceholderProps) {
  return (
    <div className="gk-loading" role="status" aria-live="polite">
      <DotLoading color="primary" />
      <span className="gk-loading__text">{text}</span>
    </div>
  )
}
