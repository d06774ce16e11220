import { Button, List } from 'antd-mobile'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import { storage } from '../../../lib/storage.ts'
import { useCurrentBatch } from '../model/use-current-batch.ts'
import { useForecastAccess } from '../model/use-forecast-access.ts'
import { AutoTableEntry } from './auto-table-entry.tsx'
import { RankCard } from './rank-card.tsx'
import './wish.css'

const methods = [
  { type: 1, path: paths.collegeFirst, title: '院校优先', text: '先看能上哪些学校，再挑专业或专业组' },
  { type: 2, path: paths.specialityFirst, title: '专业优先', text: '先定想学的专业，再看哪些学校能录' },
  { type: 3, path: paths.selfChosen, title: '自主填报', text: '搜索任意院校，查看录取概率后加入' },
] as const

/** 填志愿: the candidate's score and rank, the batch, the three filling methods and the saved tables. */
export function FillingEntry() {
  const { profile, batch, isLoading, hasProfile } = useCurrentBatch()
  const isForecast = useForecastAccess()
  if (isLoading) return <LoadingPlaceholder />
  if (!hasProfile || !profile) {
    return (
      <div className="gk-wish-page">
        <section className="gk-member-preview">
          <p>先填写高考省份、分数和选科，系统会换算位次并推荐院校</p>
          <Button color="primary" shape="rounded" onClick={() => openPage(paths.scoreForm)}>
            填写成绩
          </Button>
        </section>
      </div>
    )
  }
  return (
    <div className="gk-wish-page">
      <RankCard profile={profile} />
      {batch ? (
        <section className="gk-auto-entry">
          <AutoTableEntry batch={batch} isForecast={isForecast} />
          <p className="gk-muted">按位次和偏好一次填满{batch.MaxWishes}个志愿（冲→稳→保），生成后可改、可分析、可保存</p>
        </section>
      ) : null}
      <List header="填报批次">
        <List.Item
          onClick={() => openPage(profile.IsNewExam ? paths.newExamBatch : paths.collegeBatch)}
          description={batch ? `${batch.FillingModeName} · 最多${batch.MaxWishes}个志愿` : '请选择批次'}
          extra="切换"
        >
          {batch?.BatchName ?? '未选择'}
        </List.Item>
        <List.Item onClick={() => openPage(paths.scoreForm)} extra="修改">
          成绩与选科
        </List.Item>
      </List>
      <List header="填报方式">
        {methods.map((m) => (
          <List.Item
            key={m.type}
            description={m.text}
            onClick={() => {
              storage.set('wishType', m.type)
              openPage(m.path)
            }}
          >
            {m.title}
          </List.Item>
        ))}
        <List.Item onClick={() => openPage(paths.wishContrast)}>三种填报方式有什么区别？</List.Item>
      </List>
      <List header="志愿表">
        <List.Item
          onClick={() =>
            batch &&
            openPage(
              batch.FillingMode === 'major-group' ? paths.collegeToSpecialty : batch.FillingMode === 'major' ? paths.specialtyToCollege : paths.adjustWish,
            )
          }
        >
          正在填写的志愿表
        </List.Item>
        <List.Item onClick={() => openPage(paths.volunteerList)}>我保存的志愿表</List.Item>
      </List>
    </div>
  )
}
