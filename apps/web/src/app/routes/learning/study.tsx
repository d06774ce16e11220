import { useSearchParams } from 'react-router'
import { StudyDetail } from '../../../features/learning/components/study-detail.tsx'
import { StudyFilterPage } from '../../../features/learning/components/study-filter-page.tsx'
import { StudyHome } from '../../../features/learning/components/study-home.tsx'
import { StudySearch } from '../../../features/learning/components/study-search.tsx'
import type { StudyFilter, StudyTrack } from '../../../features/learning/components/study-parts.tsx'

function useFilter(): StudyFilter {
  const [search] = useSearchParams()
  const type = search.get('type')
  return {
    grade: search.get('grade') ?? undefined,
    subject: search.get('subject') ?? undefined,
    type: type === 'video' || type === 'document' || type === 'article' ? type : undefined,
  }
}

function DetailRoute() {
  const [search] = useSearchParams()
  return <StudyDetail id={Number(search.get('id')) || 0} />
}

/** Route components for one study track: online study and military-training study share them. */
export function studyRoutes(track: StudyTrack) {
  return {
    Home: () => <StudyHome track={track} filter={useFilter()} />,
    Search: () => <StudySearch track={track} />,
    Filter: () => <StudyFilterPage track={track} initial={useFilter()} />,
    Detail: () => <DetailRoute />,
  }
}
