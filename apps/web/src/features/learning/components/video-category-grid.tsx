import { Grid } from 'antd-mobile'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { openPage } from '../../../lib/navigation.ts'
import { paths } from '../../../config/paths.ts'
import { useVideoCategories } from '../api/catalog.ts'
import { mediaSrc } from '../utils/format.ts'
import './learning.css'

/** Video categories as a grid of covers. */
export function VideoCategoryGrid() {
  const categories = useVideoCategories()
  if (categories.isPending) return <LoadingPlaceholder />
  if (!categories.data?.length) return <EmptyPage />
  return (
    <Grid columns={2} gap={12} className="gk-learn gk-learn-grid">
      {categories.data.map((c) => (
        <Grid.Item key={c.ID} onClick={() => openPage(paths.videoList, { query: { categoryId: String(c.ID), title: c.Name } })}>
          <div className="gk-learn-tile">
            {c.Icon ? <img src={mediaSrc(c.Icon)} alt="" /> : null}
            <div>{c.Name}</div>
            <small>{c.Count} 个视频</small>
          </div>
        </Grid.Item>
      ))}
    </Grid>
  )
}
