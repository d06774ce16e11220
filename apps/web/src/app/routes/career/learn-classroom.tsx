import { LearnClassroomPage } from '../../../features/career/components/learn-classroom-page.tsx'

export const Component = LearnClassroomPage
