import type { ReactNode } from 'react'
import { rpxToPx } from '../../lib/rpx.ts'
import './fixed-bottom-button.css'

export type FixedBottomButtonProps = {
  children: ReactNode
  onClick?: () => void
  disabled?: boolean
  loading?: boolean
  type?: 'button' | 'submit'
}

/** Height of the fixed bottom button in design units. */
export const FIXED_BUTTON_HEIGHT_RPX = 88

/** The fixed bottom button: 88 rpx high, blue gradient, grey when disabled. */
export function FixedBottomButton({ children, onClick, disabled = false, loading = false, type = 'button' }: FixedBottomButtonProps) {
  const height = rpxToPx(FIXED_BUTTON_HEIGHT_RPX)
  return (
    <>
      <div className="gk-fixed-bottom__spacer" style={{ height: height + 16 }} />
      <div className="gk-fixed-bottom">
        <button type={type} className="gk-fixed-bottom__button" style={{ height }} disabled={disabled || loading} aria-busy={loading} onClick={onClick}>
          {loading ? '请稍候...' : children}
        </button>
      </div>
    </>
  )
}
