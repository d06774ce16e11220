import { PullToRefresh } from 'antd-mobile'
import { useQueryClient } from '@tanstack/react-query'
import { FeatureGrid } from '../../../features/home/components/feature-grid.tsx'
import { HomeHeader } from '../../../features/home/components/home-header.tsx'
import { NewsSection } from '../../../features/home/components/news-section.tsx'
import { HomeNavCards, HotMajors } from '../../../features/home/components/home-extras.tsx'
import { ScoreCard } from '../../../features/home/components/score-card.tsx'
import { useStudentInfo } from '../../../features/account/api/get-student-info.ts'
import { useScoreProfile } from '../../../features/wish/api/wish-queries.ts'
import { paths } from '../../../config/paths.ts'
import { useIsRegistered } from '../../route-availability.ts'
import { useOpenPage } from '../../use-open-page.ts'
import { openPage } from '../../../lib/navigation.ts'
import { ONBOARDING } from '../../onboarding.ts'

export function Component() {
  const isRegistered = useIsRegistered()
  const { open } = useOpenPage()
  const user = useStudentInfo()
  const profile = useScoreProfile()
  const queryClient = useQueryClient()
  return (
    <PullToRefresh onRefresh={() => queryClient.invalidateQueries()}>
      <HomeHeader provinceName={user.data?.ExamProvinceName ?? ''} onSearch={isRegistered(paths.homeSearch) ? () => open(paths.homeSearch) : undefined} />
      <ScoreCard
        user={user.data}
        score={profile.data?.ScoreProfile}
        onLogin={() => open(paths.smsLogin)}
        onEnterScore={() => openPage(paths.scoreForm, { query: { from: ONBOARDING } })}
        onOpenFilling={() => open(paths.queryIndex)}
        onFill={() => open(paths.collegeFirst)}
        pending={user.isLoading || profile.isLoading}
      />
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
