import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useLocalDraft } from './drafts.ts'
import { render } from '../test/render.tsx'

function Review({ ticket }: { ticket: number }) {
  const [text, setText, clear] = useLocalDraft(`ticket:${ticket}:review`, '')
  return (
    <>
      <textarea aria-label="审核意见" value={text} onChange={(e) => setText(e.target.value)} />
      <button onClick={clear}>交付</button>
    </>
  )
}

afterEach(() => {
  cleanup()
  localStorage.clear()
})

describe('a local draft', () => {
  it('comes back after the page is closed and opened again, per piece of work, until it is cleared', () => {
    const first = render(<Review ticket={41} />)
    fireEvent.change(screen.getByLabelText('审核意见'), { target: { value: '前两个志愿冲刺幅度偏大' } })
    first.unmount()

    const again = render(<Review ticket={41} />)
    expect(screen.getByLabelText<HTMLTextAreaElement>('审核意见').value).toBe('前两个志愿冲刺幅度偏大')
    again.unmount()
    render(<Review ticket={42} />)
    expect(screen.getByLabelText<HTMLTextAreaElement>('审核意见').value).toBe('')
    cleanup()

    render(<Review ticket={41} />)
    fireEvent.click(screen.getByText('交付'))
    cleanup()
    render(<Review ticket={41} />)
    expect(screen.getByLabelText<HTMLTextAreaElement>('审核意见').value).toBe('')
  })

  it('drops a draft older than a week', () => {
    localStorage.setItem('gk-console-draft:ticket:7:review', JSON.stringify({ value: '旧的', savedAt: Date.now() - 8 * 86_400_000 }))
    render(<Review ticket={7} />)
    expect(screen.getByLabelText<HTMLTextAreaElement>('审核意见').value).toBe('')
    expect(localStorage.getItem('gk-console-draft:ticket:7:review')).toBeNull()
  })
})
