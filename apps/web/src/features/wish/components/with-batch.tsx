import { Button } from 'antd-mobile'
import type { ReactNode } from 'react'
import type { Batch } from '@gk/contract'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import { profileTitle } from '../model/profile-scope.ts'
import { useCurrentBatch } from '../model/use-current-batch.ts'
import { useForecastAccess } from '../model/use-forecast-access.ts'
import './wish.css'

/** Renders its child with the current batch, or sends the candidate to the score form first. */
export function WithBatch({ children }: { children: (batch: Batch, isForecast: boolean) => ReactNode }) {
  const { batch, isLoading, hasProfile, profile } = useCurrentBatch()
  const isForecast = useForecastAccess()
  if (isLoading) return <LoadingPlaceholder />
  if (!hasProfile || !profile) {
    return (
      <div className="gk-wish-page">
        <EmptyPage text="请先填写高考成绩" />
        <div className="gk-wish-form__actions">
          <Button block color="primary" onClick={() => openPage(paths.scoreForm)}>
            填写成绩
          </Button>
        </div>
      </div>
    )
  }
  if (!batch) return <EmptyPage text="暂无可填报的批次" />
  return (
    <>
      {/* every screen of the filling journey names the profile it answers (ADR 045) */}
      <p className="gk-wish-page__profile" data-testid="profile-title">
        {profileTitle(profile)} · {batch.BatchName}
      </p>
      {children(batch, isForecast)}
    </>
  )
}
