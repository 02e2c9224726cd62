/** A list element's check: latitude and longitude come together or not at all. */
export function checkCoordinatePair(values: { latitude?: number; longitude?: number }): string | null {
  return (values.latitude === undefined) !== (values.longitude === undefined)
    ? 'Die Attribute latitude und longitude gehören zusammen: bitte beide angeben.'
    : null
}
