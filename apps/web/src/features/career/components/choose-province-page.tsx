import { List } from 'antd-mobile'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { useProvinces } from '../api/select-exam.ts'
import { chooseProvince } from '../utils/chosen-province.ts'
import './career.css'

/** new-exam-choose/choose-province: the province the 选科 pages use (kept on this device). */
export function ChooseProvincePage({ currentId, onChosen }: { currentId: number; onChosen: () => void }) {
  const provinces = useProvinces()
  if (provinces.isPending) return <LoadingPlaceholder />
  return (
    <div className="gk-cr">
      <List header="选择考试省份">
        {(provinces.data ?? []).map((p) => (
          <List.Item
            key={p.ID}
            extra={p.ID === currentId ? '当前' : undefined}
            onClick={() => {
              chooseProvince(p.ID)
              onChosen()
            }}
          >
            {p.Name}
          </List.Item>
        ))}
      </List>
    </div>
  )
}
