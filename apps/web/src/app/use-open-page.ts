import { useCallback } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { paths, type AppPath } from '../config/paths.ts'
import { landingAfterSignIn } from './onboarding.ts'

/** Navigation helpers for route files: open a path, and go back to `redirect` after login (or on to the first step). */
export function useOpenPage() {
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const open = useCallback(
    (path: AppPath, options?: { replace?: boolean; keepRedirect?: boolean }) => {
      // between the sign-in pages the way back goes along, so the student still lands where sign-in was asked
      const redirect = options?.keepRedirect ? search.get('redirect') : null
      void navigate(`/${path}${redirect ? `?${new URLSearchParams({ redirect }).toString()}` : ''}`, { replace: options?.replace })
    },
    [navigate, search],
  )
  const finishAuth = useCallback(() => {
    const redirect = search.get('redirect')
    // only internal routes: an open redirect to another site is never followed
    if (redirect?.startsWith('/pages/') && !redirect.startsWith(`/${paths.login}`)) void navigate(redirect, { replace: true })
    else void landingAfterSignIn().then((to) => navigate(to, { replace: true }))
  }, [navigate, search])
  return { open, finishAuth, navigate }
}
