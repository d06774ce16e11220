import { useSearchParams } from 'react-router'
import { OpenLocation } from '../../../features/location/open-location.tsx'
import { numberParam } from '../../../features/location/location-link.ts'
import { paths } from '../../../config/paths.ts'
import { useOpenPage } from '../../use-open-page.ts'

export function Component() {
  const { navigate } = useOpenPage()
  const [search] = useSearchParams()
  return (
    <OpenLocation
      name={search.get('name') ?? ''}
      address={search.get('address') ?? ''}
      latitude={numberParam(search.get('latitude'))}
      longitude={numberParam(search.get('longitude'))}
      onOpenMap={(url) => void navigate(`/${paths.defaultPage}?url=${encodeURIComponent(url)}`)}
    />
  )
}
