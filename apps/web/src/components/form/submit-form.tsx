import type { ReactNode } from 'react'

/** A form whose submit (the button, or 前往 on the phone keyboard) runs `onSubmit` instead of reloading the page. */
export function SubmitForm({ className, onSubmit, children }: { className: string; onSubmit: () => void | Promise<void>; children: ReactNode }) {
  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault()
        void onSubmit()
      }}
    >
      {children}
    </form>
  )
}
