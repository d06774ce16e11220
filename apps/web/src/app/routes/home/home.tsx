import { PullToRefresh } from 'antd-mobile'
import { useQueryClient } from '@tanstack/react-query'
import { FeatureGrid } from '../../../features/home/components/feature-grid.tsx'
import { HomeHeader } from '../../../features/home/components/home-header.tsx'
import { NewsSection } from '../../../features/home/components/news-section.tsx'
import { HomeNavCards, HotMajors } from '../../../features/home/components/home-extras.tsx'
import { ScoreCard } from '../../../features/home/components/score-card.tsx'
import { useStudentInfo } from '../../../features/account/api/get-student-info.ts'
import { paths } from '../../../config/paths.ts'
import { isRegistered } from '../../route-table.ts'
import { useOpenPage } from '../../use-open-page.ts'
import { openPage } from '../../../lib/navigation.ts'

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
      <HomeNavCards isAvailable={isRegistered} onOpen={open} />
      <HotMajors onOpenMajor={(id) => openPage(paths.specialityDetails, { query: { id } })} />
      <NewsSection
        title="高考资讯"
        onOpen={(id) => openPage(paths.informationDetail, { query: { id: String(id) } })}
        onMore={isRegistered(paths.information) ? () => open(paths.information) : undefined}
      />
    </PullToRefresh>
  )
}
