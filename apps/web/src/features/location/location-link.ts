/** A place another page asks to show or has chosen (built-in pages choose-location / open-location). */
export type ChosenLocation = { provinceId: number; cityId: number | null; districtId: number | null; name: string; address: string }

export const CHOSEN_LOCATION_KEY = 'chosenLocation'

/**
 * The map page for a coordinate or an address. The app has no map service key (map keys
 * are empty), so it hands the place to the phone's map site instead of drawing a map itself.
 *
 * @example
 * mapUrl({ name: '郑州大学', address: '河南省郑州市高新区科学大道100号' })
 * //=> 'https://uri.amap.com/search?keyword=...'
 */
export function mapUrl(place: { name: string; address: string; latitude?: number | null; longitude?: number | null }): string {
  const hasCoordinate =
    typeof place.latitude === 'number' && typeof place.longitude === 'number' && Number.isFinite(place.latitude) && Number.isFinite(place.longitude)
  if (hasCoordinate) {
    const params = new URLSearchParams({ position: `${place.longitude},${place.latitude}`, name: place.name || place.address })
    return `https://uri.amap.com/marker?${params.toString()}`
  }
  return `https://uri.amap.com/search?${new URLSearchParams({ keyword: place.address || place.name }).toString()}`
}

/** Reads a number query parameter; anything else is null. */
export function numberParam(value: string | null): number | null {
  if (value === null || value.trim() === '') return null
  const n = Number(value)
  return Number.isFinite(n) ? n : null
}
