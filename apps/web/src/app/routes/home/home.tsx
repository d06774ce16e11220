import { PullToRefresh } from 'antd-mobile'
import { useQueryClient } from '@tanstack/react-query'
import { FeatureGrid } from '../../../features/home/components/feature-grid.tsx'
import { HomeHeader } from '../../../features/home/components/home-header.tsx'
import { NewsSection } from '../../../features/home/components/news-section.tsx'
import { ScoreCard } from '../../../features/home/components/score-card.tsx'
import { useStudentInfo } from '../../../features/account/api/get-student-info.ts'
import { paths } from '../../../config/paths.ts'
import { isRegistered } from '../../route-table.ts'
import { useOpenPage } from '../../use-open-page.ts'

export function Component() {
  const { open } = useOpenPage()
  const user = useStudentInfo()
  const queryClient = useQueryClient()
  return (
    <PullToRefresh onRefresh={() => queryClient.invalidateQueries()}>
      <HomeHeader
        provinceName={user.data?.ExamProvinceName ?? ''}
        onSearch={isRegistered(paths.homeSearch) ? () => open(paths.homeSearch) : undefined}
      />
      <ScoreCard user={user.data} onLogin={() => open(paths.login)} onCompleteProfile={() => open(paths.stepRegister)} />
      <FeatureGrid isAvailable={isRegistered} onOpen={open} />
      <NewsSection title="高考资讯" />
    </PullToRefresh>
  )
}
