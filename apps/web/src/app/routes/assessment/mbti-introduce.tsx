import { MbtiIntroducePage } from '../../../features/assessment/components/hub-pages.tsx'

export const Component = MbtiIntroducePage
