import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FIXED_BUTTON_HEIGHT_RPX, FixedBottomButton } from './fixed-bottom-button.tsx'

afterEach(cleanup)

describe('FixedBottomButton', () => {
  it('is 88 rpx high at the current width and clickable', () => {
    const onClick = vi.fn()
    render(<FixedBottomButton onClick={onClick}>保存</FixedBottomButton>)
    const button = screen.getByRole('button', { name: '保存' })
    expect(FIXED_BUTTON_HEIGHT_RPX).toBe(88)
    expect(button.style.height).toBe(`${(88 * window.innerWidth) / 750}px`)
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('does nothing when disabled (grey via :disabled)', () => {
    const onClick = vi.fn()
    render(
      <FixedBottomButton onClick={onClick} disabled>
        保存
      </FixedBottomButton>,
    )
    const button = screen.getByRole('button', { name: '保存' })
    expect((button as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })
})
