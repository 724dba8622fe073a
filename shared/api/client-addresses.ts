import { z } from 'zod';
import { defaultSiteRadiusM } from '../geo';
import { idField, optionalText, phoneField, postcodeField, requiredText } from './fields';
import { addressPageSizes } from '../page-sizes';
import { idParam, listQuery, paged } from './paging';

/** A client's addresses list: 5 a page by default, 5 or 10 offered (docs/domain.md "Screens and limits"). */
export const clientAddressListQuery = listQuery({
  sorts: ['name', 'address1'],
  defaultSort: 'address1',
  defaultCount: 5,
  counts: addressPageSizes,
  search: true,
});

/** A decimal-degree coordinate, or null when left out (an empty box included). */
const coordinate = (min: number, max: number, name: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.coerce
      .number({ error: `The ${name} must be a number of degrees.` })
      .min(min, `The ${name} must be between ${min} and ${max}.`)
      .max(max, `The ${name} must be between ${min} and ${max}.`)
      .nullable(),
  );

const optionalId = z.coerce
  .number()
  .int()
  .positive()
  .nullish()
  .transform((v) => v ?? null);

export const clientAddressInput = z
  .object({
    name: optionalText(),
    phone1: phoneField,
    phone2: phoneField,
    address1: requiredText('address line 1'),
    address2: optionalText(),
    address3: optionalText(),
    /** The suburb's name as printed; filled from the suburb when a suburb is chosen and this is blank. */
    city: optionalText(100),
    postcode: postcodeField,
    /** Chosen from the suburb look-up; optional because a site may sit outside the suburb list. */
    suburb_id: optionalId,
    /** The state (also called a division). */
    region_id: idField('state'),
    city_id: optionalId,
    /** The site's location in decimal degrees: both, or neither (docs/domain.md "Proof of presence"). */
    lat: coordinate(-90, 90, 'latitude'),
    lng: coordinate(-180, 180, 'longitude'),
    /** Metres around the site's point within which a check-in is on site; 150 when left out. */
    radius_m: z.preprocess(
      (v) => (v === '' || v === undefined || v === null ? defaultSiteRadiusM : v),
      z.coerce
        .number({ error: 'The radius must be a whole number of metres.' })
        .int('The radius must be a whole number of metres.')
        .min(10, 'The radius must be at least 10 m.')
        .max(5000, 'The radius must be at most 5,000 m.'),
    ),
  })
  .superRefine((input, context) => {
    if ((input.lat === null) !== (input.lng === null)) {
      const missing = input.lat === null ? 'lat' : 'lng';
      context.addIssue({ code: 'custom', path: [missing], message: 'Give both the latitude and the longitude, or neither.' });
    }
  });
export type ClientAddressInput = z.infer<typeof clientAddressInput>;

export const clientAddressSchema = z.object({
  id: z.number(),
  client_id: z.number(),
  name: z.string().nullable(),
  phone1: z.string().nullable(),
  phone2: z.string().nullable(),
  address1: z.string(),
  address2: z.string().nullable(),
  address3: z.string().nullable(),
  city: z.string().nullable(),
  postcode: z.string().nullable(),
  suburb_id: z.number().nullable(),
  region_id: z.number().nullable(),
  /** The same value as region_id: the address forms call the state a division. */
  division_id: z.number().nullable(),
  city_id: z.number().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  radius_m: z.number(),
  /** One line for cards and visit lists, e.g. "Level 2, 10 King St, Newtown NSW 2042". */
  readable: z.string(),
});
export type ClientAddress = z.infer<typeof clientAddressSchema>;
export const clientAddressPage = paged(clientAddressSchema);
export const clientAddressParams = z.object({ client: idParam, id: idParam });
export const clientParams = z.object({ client: idParam });
