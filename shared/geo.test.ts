import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceM, isOnSite } from './geo';

// Known distances: a degree along the equator or a meridian is 2πR/360 (111,195 m on the mean radius), a degree
// of longitude at 60° half that; the city pairs are their usual published great-circle distances (713 km and
// 3,290 km), held to 0.5 %, the sphere's own error against the ellipsoid.
const cases = [
  { name: 'the same point', a: { lat: -33.8688, lng: 151.2093 }, b: { lat: -33.8688, lng: 151.2093 }, metres: 0, within: 0.001 },
  { name: 'a degree along the equator', a: { lat: 0, lng: 0 }, b: { lat: 0, lng: 1 }, metres: 111_195, within: 1 },
  { name: 'a degree along a meridian', a: { lat: -34, lng: 151 }, b: { lat: -33, lng: 151 }, metres: 111_195, within: 1 },
  {
    name: 'a thousandth of a degree north (a site’s scale)',
    a: { lat: -33.87, lng: 151.2 },
    b: { lat: -33.869, lng: 151.2 },
    metres: 111.2,
    within: 0.1,
  },
  { name: 'a degree east at 60° S: half the equator’s', a: { lat: -60, lng: 10 }, b: { lat: -60, lng: 11 }, metres: 55_596, within: 50 },
  { name: 'Sydney to Melbourne', a: { lat: -33.8688, lng: 151.2093 }, b: { lat: -37.8136, lng: 144.9631 }, metres: 713_000, within: 3_600 },
  { name: 'Sydney to Perth', a: { lat: -33.8688, lng: 151.2093 }, b: { lat: -31.9523, lng: 115.8613 }, metres: 3_290_000, within: 16_000 },
  { name: 'across the antimeridian', a: { lat: 0, lng: 179.5 }, b: { lat: 0, lng: -179.5 }, metres: 111_195, within: 1 },
];

describe('distanceM', () => {
  it.each(cases)('$name', ({ a, b, metres, within }) => {
    expect(Math.abs(distanceM(a, b) - metres)).toBeLessThanOrEqual(within);
  });

  const point = fc.record({ lat: fc.double({ min: -90, max: 90, noNaN: true }), lng: fc.double({ min: -180, max: 180, noNaN: true }) });

  it('is symmetric, never negative, and never more than half the way round', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = distanceM(a, b);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(Math.PI * 6_371_008.8 + 1e-6);
        expect(Math.abs(d - distanceM(b, a))).toBeLessThan(1e-6);
      }),
    );
  });

  // Within a metre: near the antipode haversine's asin(√h) with h ≈ 1 loses about R·√ε ≈ 0.1 m (a sum a hair
  // under half the way round is not a metric failure at a site's scale, which is all the product measures).
  it('keeps the triangle inequality', () => {
    fc.assert(fc.property(point, point, point, (a, b, c) => distanceM(a, c) <= distanceM(a, b) + distanceM(b, c) + 1));
  });
});

describe('isOnSite', () => {
  it.each([
    { distance: 0, radius: 150, accuracy: 0, on: true },
    { distance: 150, radius: 150, accuracy: 0, on: true },
    { distance: 151, radius: 150, accuracy: 0, on: false },
    { distance: 180, radius: 150, accuracy: 30, on: true },
    { distance: 181, radius: 150, accuracy: 30, on: false },
    { distance: 100, radius: 50, accuracy: -5, on: false },
  ])('$distance m from a site of $radius m, read within $accuracy m: on site $on', ({ distance, radius, accuracy, on }) => {
    expect(isOnSite(distance, radius, accuracy)).toBe(on);
  });
});
