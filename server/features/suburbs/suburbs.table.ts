import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** A region (also called a division) is a state or territory: NSW, VIC, … */
export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
  },
  (t) => [index('cities_region').on(t.regionId, t.name)],
);

export const suburbs = pgTable(
  'suburbs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    /** Postcode. */
    code: text('code').notNull(),
  },
  (t) => [index('suburbs_name_sort').on(t.name, t.id), index('suburbs_region_sort').on(t.regionId, t.name, t.id)],
);
