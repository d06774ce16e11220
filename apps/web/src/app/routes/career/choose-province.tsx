import { useNavigate } from 'react-router'
import { ChooseProvincePage } from '../../../features/career/components/new-exam-choose-pages.tsx'
import { useSelectExamQuery } from './use-select-exam-query.ts'

export function Component() {
  const navigate = useNavigate()
  return <ChooseProvincePage currentId={useSelectExamQuery().provinceId} onChosen={() => void navigate(-1)} />
}
