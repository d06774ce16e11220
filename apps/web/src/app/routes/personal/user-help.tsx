import { HelpFaq } from '../../../features/account/components/help-faq.tsx'

export function Component() {
  return <HelpFaq />
}
