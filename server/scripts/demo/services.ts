/**
 * The demo catalogue: 25 commercial cleaning services, priced in dollars ex GST as the office would quote them
 * (turned into cents with dollarsToCents when seeded). Pay is a percentage of the price for routine work, and a
 * fixed amount for jobs quoted by the job, where the contractor's time does not follow the price.
 */
export type DemoService = {
  name: string;
  invoiceDescription: string;
  description: string;
  /** Dollars ex GST. */
  price: string;
  pay: { percentage: number } | { fixed: string };
  consumable?: boolean;
};

type Pay = DemoService['pay'];
const percent = (percentage: number): Pay => ({ percentage });
const fixed = (dollars: string): Pay => ({ fixed: dollars });

/** One service a row: name, invoice description, description, price in dollars ex GST, pay. */
type ServiceRow = [name: string, invoiceDescription: string, description: string, price: string, pay: Pay];

const services = (rows: ServiceRow[]): DemoService[] =>
  rows.map(([name, invoiceDescription, description, price, pay]) => ({ name, invoiceDescription, description, price, pay }));

/** Supplies restocked on a visit: billed by the quantity used. */
const consumables = (rows: ServiceRow[]): DemoService[] => services(rows).map((service) => ({ ...service, consumable: true }));

export const demoServices: DemoService[] = [
  ...services([
    [
      'Office clean',
      'Office cleaning service',
      'Vacuum carpets, mop hard floors, wipe desks and meeting tables, empty bins and recycling, spot-clean glass.',
      '185.00',
      percent(80),
    ],
    [
      'Bathroom sanitise',
      'Washroom clean and sanitise',
      'Toilets, urinals, basins and mirrors cleaned and disinfected; floors mopped with hospital-grade disinfectant.',
      '65.00',
      percent(80),
    ],
    [
      'Kitchen and breakout clean',
      'Kitchen and breakout area clean',
      'Benches, sink, appliance fronts and tables wiped; dishwasher loaded or unloaded; floor mopped.',
      '55.00',
      percent(80),
    ],
    [
      'Kitchen deep clean',
      'Commercial kitchen deep clean',
      'Degrease rangehood filters, cooktops and splashbacks; clean inside fridges, ovens and microwaves; scrub floor drains.',
      '240.00',
      percent(75),
    ],
    [
      'Carpet steam clean',
      'Carpet steam cleaning (hot-water extraction)',
      'Pre-vacuum, spot treatment and hot-water extraction of carpeted areas up to 200 m²; fans left to dry.',
      '380.00',
      fixed('260.00'),
    ],
    [
      'Window cleaning, internal',
      'Internal window and glass partition cleaning',
      'Internal glass, partitions and sills, squeegeed and detailed.',
      '150.00',
      percent(75),
    ],
    [
      'Window cleaning, external',
      'External window cleaning (ground and first floor)',
      'External glass reachable by pole from the ground; frames and sills wiped.',
      '220.00',
      percent(75),
    ],
    [
      'Floor strip and seal',
      'Vinyl floor strip, seal and buff',
      'Strip old polish, two coats of sealer and two of finish, buffed; area cordoned until dry.',
      '650.00',
      fixed('420.00'),
    ],
    [
      'Bin wash-down',
      'Wheelie bin wash and deodorise',
      'Pressure-wash and deodorise up to 10 wheelie bins; bin bay hosed out.',
      '45.00',
      fixed('30.00'),
    ],
  ]),
  ...consumables([
    [
      'Hand-towel and soap restock',
      'Hand towel and soap supply',
      'Refill hand-towel and soap dispensers; quantity is cartons used.',
      '18.00',
      percent(70),
    ],
    [
      'Toilet-paper restock',
      'Toilet paper supply',
      'Refill toilet-roll dispensers; quantity is cartons of jumbo rolls used.',
      '14.00',
      percent(70),
    ],
    [
      'Sanitary bin service',
      'Sanitary bin exchange',
      'Exchange sanitary units in the female and accessible bathrooms; quantity is units exchanged.',
      '22.00',
      percent(70),
    ],
    [
      'Sharps container exchange',
      'Sharps container supply and disposal',
      'Swap full sharps containers for new ones and log them for disposal; quantity is containers.',
      '28.00',
      percent(70),
    ],
    [
      'Air freshener refill',
      'Air freshener supply',
      'Replace aerosol cans in automatic dispensers; quantity is cans used.',
      '12.00',
      percent(70),
    ],
  ]),
  ...services([
    [
      'Clinical room disinfection',
      'Clinical room cleaning to infection-control standard',
      'Consult and treatment rooms: touch points, couches, trolleys and floors with TGA-listed disinfectant.',
      '120.00',
      percent(85),
    ],
    [
      'Gym equipment wipe-down',
      'Gym equipment and floor clean',
      'Machines, benches, racks and mats wiped with disinfectant; rubber floor vacuumed and mopped.',
      '95.00',
      percent(80),
    ],
    [
      'Change-room and shower clean',
      'Change room and shower clean',
      'Showers descaled, benches and lockers wiped, floors scrubbed and squeegeed.',
      '110.00',
      percent(80),
    ],
    [
      'Classroom clean',
      'Classroom and learning area clean',
      'Desks and chairs wiped, floors vacuumed and mopped, whiteboards cleaned, bins emptied.',
      '140.00',
      percent(80),
    ],
    [
      'Common-area clean',
      'Strata common property clean',
      'Lobby, lifts, stairwells and corridors: vacuum, mop, dust rails and letterboxes, glass doors.',
      '175.00',
      percent(80),
    ],
    [
      'Garbage room clean',
      'Garbage room clean and bin rotation',
      'Bins rotated to the kerb and back, garbage room hosed, chute door wiped.',
      '70.00',
      fixed('50.00'),
    ],
    [
      'Entrance glass and door polish',
      'Entrance glass and door polish',
      'Entry doors, sidelights and push plates polished streak-free.',
      '40.00',
      percent(80),
    ],
    [
      'High dusting',
      'High dusting (vents, ledges, light fittings)',
      'Air-conditioning vents, ledges, partition tops and light fittings dusted from a platform ladder.',
      '130.00',
      percent(75),
    ],
    [
      'Upholstery steam clean',
      'Upholstered furniture steam clean',
      'Chairs, lounges and booth seating steam-cleaned and spot-treated; up to 20 seats.',
      '210.00',
      fixed('150.00'),
    ],
    [
      'Pressure wash',
      'Pressure washing of paved areas',
      'Forecourt, driveway or loading dock pressure-washed; oil stains pre-treated.',
      '280.00',
      fixed('190.00'),
    ],
    [
      'Warehouse floor scrub',
      'Warehouse floor sweep and ride-on scrub',
      'Sweep and scrub concrete floors and aisles with a ride-on scrubber; pallet bays around racking.',
      '260.00',
      percent(75),
    ],
  ]),
];
