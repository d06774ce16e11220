import { useSearchParams } from 'react-router'
import { ChooseLocation } from '../../../features/location/choose-location.tsx'
import { useOpenPage } from '../../use-open-page.ts'

export function Component() {
  const { navigate } = useOpenPage()
  const [search] = useSearchParams()
  const backUrl = search.get('backUrl')
  // only back into the app; the chosen place waits in sessionStorage for the caller
  const back = () => (backUrl?.startsWith('/pages/') ? void navigate(backUrl, { replace: true }) : void navigate(-1))
  return <ChooseLocation onChosen={back} />
}
