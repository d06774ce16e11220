import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import { useScoreProfile } from '../api/wish-queries.ts'
import { ScoreForm } from './score-form.tsx'

/** 模拟填报 / 修改成绩: the score form; after saving, 模拟填报 goes on to the batch choice. */
export function ScorePage({ simulate = false }: { simulate?: boolean }) {
  const profile = useScoreProfile()
  if (profile.isLoading) return <LoadingPlaceholder />
  return (
    <ScoreForm
      initial={profile.data?.ScoreProfile ?? null}
      submitText={simulate ? '下一步：选择批次' : '保存并查看位次'}
      onSaved={(p) => {
        if (simulate) openPage(p.IsNewExam ? paths.newExamBatch : paths.collegeBatch)
      }}
    />
  )
}
