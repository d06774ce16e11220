import { EnterPathPage } from '../../../features/assessment/components/enter-path-page.tsx'

export const Component = EnterPathPage
