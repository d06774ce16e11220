import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import { useScoreProfile } from '../api/wish-queries.ts'
import { ScoreForm } from './score-form.tsx'
import './wish.css'

export type ScorePageProps = {
  /** 模拟填报: after saving, on to the batch choice */
  simulate?: boolean
  /** the first step after sign-in: after saving, straight to the 冲稳保 list of the first batch */
  onboarding?: boolean
}

/** 模拟填报 / 修改成绩: the score form; what follows a save depends on how the student got here. */
export function ScorePage({ simulate = false, onboarding = false }: ScorePageProps) {
  const profile = useScoreProfile()
  if (profile.isLoading) return <LoadingPlaceholder />
  return (
    <>
      {onboarding ? (
        <p className="gk-wish-page__note gk-score-intro" data-testid="onboarding-intro">
          第一步：填写高考省份、分数和选科，保存后直接看到按你的位次推荐的冲、稳、保院校。
        </p>
      ) : null}
      <ScoreForm
        initial={profile.data?.ScoreProfile ?? null}
        submitText={onboarding ? '保存并查看推荐' : simulate ? '下一步：选择批次' : '保存并查看位次'}
        onSaved={(p) => {
          if (onboarding) openPage(paths.collegeFirst, { replace: true })
          else if (simulate) openPage(p.IsNewExam ? paths.newExamBatch : paths.collegeBatch)
        }}
      />
    </>
  )
}
