import { paths } from '../../../config/paths.ts'
import { type NavPageProps, TileGrid } from './nav-parts.tsx'
import './lookup.css'

/** supplement/index: the gaokao information entry. */
export function SupplementPage({ isAvailable }: NavPageProps) {
  return (
    <TileGrid
      isAvailable={isAvailable}
      tiles={[
        { path: paths.information, title: '高考资讯', hint: '政策解读与填报知识' },
        { path: paths.searchBatch, title: '批次线', hint: '各省历年控制线' },
        { path: paths.searchArrangement, title: '一分一段', hint: '分数与位次换算' },
        { path: paths.enrollmentPlan, title: '招生计划', hint: '本省各院校计划' },
        { path: paths.enrollData, title: '录取数据', hint: '历年录取分数' },
        { path: paths.searchSchool, title: '招生章程', hint: '在院校详情中查看' },
      ]}
    />
  )
}
