import { CareerShelfPage } from '../../../features/career/components/career-shelf-page.tsx'

export function Component() {
  return <CareerShelfPage track="career-courseware" intro="与教案配套的课件和课堂任务单（PDF）。" />
}
