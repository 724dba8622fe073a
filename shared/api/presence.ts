/**
 * The office's side of proof of presence (docs/domain.md "Proof of presence"): the readings made at an address,
 * whose point the office may take as the site's location, and the site map's tile server.
 */
import { z } from 'zod';
import { idField } from './fields';
import { visitCheckSchema } from './user-schedules';

export const addressCheckInsParams = z.object({ client: idField('client'), id: idField('address') });

/** A check with a reading, at a visit to the address: newest first. */
export const addressCheckIn = visitCheckSchema.extend({ visit_id: z.number(), kind: z.enum(['in', 'out']) });
export type AddressCheckIn = z.infer<typeof addressCheckIn>;
export const addressCheckInList = z.object({ data: z.array(addressCheckIn) });

/** `GET /api/settings/map`: the tile server set in the configuration (MAP_TILE_URL), or null for no map. */
export const mapSettings = z.object({ tile_url: z.string().nullable(), attribution: z.string().nullable() });
export type MapSettings = z.infer<typeof mapSettings>;
