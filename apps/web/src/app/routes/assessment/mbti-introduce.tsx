import { MbtiIntroducePage } from '../../../features/assessment/components/mbti-introduce-page.tsx'

export const Component = MbtiIntroducePage
