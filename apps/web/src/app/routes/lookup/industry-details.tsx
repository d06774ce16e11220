import { useSearchParams } from 'react-router'
import { CareerDetailPage } from '../../../features/lookup/components/career-detail-page.tsx'

export function Component() {
  const [search] = useSearchParams()
  const code = search.get('code') ?? ''
  return <CareerDetailPage key={code} code={code} kind="industry" />
}
