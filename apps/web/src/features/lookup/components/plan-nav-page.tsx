import { paths } from '../../../config/paths.ts'
import { type NavPageProps, type Tile, TileGrid } from './nav-parts.tsx'
import './lookup.css'

const planTiles: readonly Tile[] = [
  { path: paths.professional, title: '查专业', hint: '专业目录、开设院校、相关职业' },
  { path: paths.occupation, title: '职业百科', hint: '职业分类与兴趣代码' },
  { path: paths.industryList, title: '行业概览', hint: '国民经济行业分类' },
  { path: paths.specialtyRank, title: '专业排名', hint: '软科专业排名' },
  { path: paths.chooseSubject, title: '新高考选科', hint: '选科组合与要求' },
  { path: paths.appraisalList, title: '职业测评', hint: '霍兰德、MBTI 测评' },
]

export const PlanNavPage = ({ isAvailable }: NavPageProps) => <TileGrid tiles={planTiles} isAvailable={isAvailable} />
