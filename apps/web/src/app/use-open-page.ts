import { useCallback } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { paths, type AppPath } from '../config/paths.ts'

/** Navigation helpers for route files: open a path, and go back to `redirect` after login. */
export function useOpenPage() {
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const open = useCallback((path: AppPath, options?: { replace?: boolean }) => void navigate(`/${path}`, options), [navigate])
  const finishAuth = useCallback(() => {
    const redirect = search.get('redirect')
    // only internal routes: an open redirect to another site is never followed
    if (redirect?.startsWith('/pages/') && !redirect.startsWith(`/${paths.login}`)) void navigate(redirect, { replace: true })
    else void navigate(`/${paths.personal}`, { replace: true })
  }, [navigate, search])
  return { open, finishAuth, navigate }
}
