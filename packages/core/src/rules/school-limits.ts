/** The longest „Über uns“ of a school profile, in characters. */
export const SCHOOL_ABOUT_US_MAX = 5000
/** The most images a school profile's gallery holds. */
export const SCHOOL_GALLERY_MAX = 30
