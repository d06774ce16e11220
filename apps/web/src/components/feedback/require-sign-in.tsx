import type { ReactNode } from 'react'
import { useSession } from '../../lib/session-store.ts'
import { SignInInvite } from './sign-in-invite.tsx'

export type RequireSignInProps = { text: string; children: ReactNode }

/** A screen built on the candidate's own data: a visitor gets the invitation instead of calls that must fail. */
export function RequireSignIn({ text, children }: RequireSignInProps) {
  const token = useSession((s) => s.token)
  return token ? children : <SignInInvite text={text} />
}
