import { useSearchParams } from 'react-router'
import { CareerDocumentPage } from '../../../features/career/components/career-document-page.tsx'

export function Component() {
  const [search] = useSearchParams()
  return <CareerDocumentPage id={Number(search.get('id')) || 0} />
}
