import { paths } from '../../../config/paths.ts'
import { type NavPageProps, type Tile, TileGrid } from './nav-parts.tsx'
import './lookup.css'

const fillingTiles: readonly Tile[] = [
  { path: paths.searchSchool, title: '查大学', hint: '院校搜索与对比' },
  { path: paths.searchArrangement, title: '查位次', hint: '分数换位次、等位分' },
  { path: paths.searchBatch, title: '查批次', hint: '历年批次控制线' },
  { path: paths.enrollData, title: '录取数据', hint: '院校、专业历年录取分' },
  { path: paths.enrollmentPlan, title: '招生计划', hint: '本省招生计划' },
  { path: paths.collegeRank, title: '院校排名', hint: '软科中国大学排名' },
  { path: paths.queryIndex, title: '志愿推荐', hint: '按分数推荐院校' },
  { path: paths.volunteerList, title: '我的志愿表', hint: '查看已保存的志愿' },
]
export const FillingNavPage = ({ isAvailable }: NavPageProps) => <TileGrid tiles={fillingTiles} isAvailable={isAvailable} />
