/**
 * Where a contractor was against where the client's site is: the great-circle distance by the haversine formula
 * on a sphere of the Earth's mean radius (accurate to about 0.5 %, far finer than a phone's reading), and the
 * rule that says a reading was on site (docs/domain.md "Proof of presence").
 */

/** The Earth's mean radius (IUGG), in metres. */
export const earthRadiusM = 6_371_008.8;

/** A site's radius when the office has set none: a building and its car park. */
export const defaultSiteRadiusM = 150;

export type LatLng = { lat: number; lng: number };

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Metres between two points given in decimal degrees. */
export function distanceM(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * On site: within the site's radius, widened by the reading's own accuracy (a phone that says "within 40 m" may be
 * anywhere in that circle, so a reading is not held against the contractor for the phone's doubt).
 */
export function isOnSite(distance: number, radiusM: number, accuracyM: number): boolean {
  return distance <= radiusM + Math.max(0, accuracyM);
}
