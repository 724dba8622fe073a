/** The demo's seeded generator is the shared one (shared/random.ts). */
export { type Random, seededRandom } from '../../../shared/random';
