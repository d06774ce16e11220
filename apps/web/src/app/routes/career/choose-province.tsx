import { useNavigate } from 'react-router'
import { ChooseProvincePage } from '../../../features/career/components/choose-province-page.tsx'
import { useSelectExamQuery } from './use-select-exam-query.ts'

export function Component() {
  const navigate = useNavigate()
  return <ChooseProvincePage currentId={useSelectExamQuery().provinceId} onChosen={() => void navigate(-1)} />
}
