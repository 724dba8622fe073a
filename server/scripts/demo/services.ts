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

export const demoServices: DemoService[] = [
  {
    name: 'Office clean',
    invoiceDescription: 'Office cleaning service',
    description: 'Vacuum carpets, mop hard floors, wipe desks and meeting tables, empty bins and recycling, spot-clean glass.',
    price: '185.00',
    pay: { percentage: 80 },
  },
  {
    name: 'Bathroom sanitise',
    invoiceDescription: 'Washroom clean and sanitise',
    description: 'Toilets, urinals, basins and mirrors cleaned and disinfected; floors mopped with hospital-grade disinfectant.',
    price: '65.00',
    pay: { percentage: 80 },
  },
  {
    name: 'Kitchen and breakout clean',
    invoiceDescription: 'Kitchen and breakout area clean',
    description: 'Benches, sink, appliance fronts and tables wiped; dishwasher loaded or unloaded; floor mopped.',
    price: '55.00',
    pay: { percentage: 80 },
  },
  {
    name: 'Kitchen deep clean',
    invoiceDescription: 'Commercial kitchen deep clean',
    description: 'Degrease rangehood filters, cooktops and splashbacks; clean inside fridges, ovens and microwaves; scrub floor drains.',
    price: '240.00',
    pay: { percentage: 75 },
  },
  {
    name: 'Carpet steam clean',
    invoiceDescription: 'Carpet steam cleaning (hot-water extraction)',
    description: 'Pre-vacuum, spot treatment and hot-water extraction of carpeted areas up to 200 m²; fans left to dry.',
    price: '380.00',
    pay: { fixed: '260.00' },
  },
  {
    name: 'Window cleaning, internal',
    invoiceDescription: 'Internal window and glass partition cleaning',
    description: 'Internal glass, partitions and sills, squeegeed and detailed.',
    price: '150.00',
    pay: { percentage: 75 },
  },
  {
    name: 'Window cleaning, external',
    invoiceDescription: 'External window cleaning (ground and first floor)',
    description: 'External glass reachable by pole from the ground; frames and sills wiped.',
    price: '220.00',
    pay: { percentage: 75 },
  },
  {
    name: 'Floor strip and seal',
    invoiceDescription: 'Vinyl floor strip, seal and buff',
    description: 'Strip old polish, two coats of sealer and two of finish, buffed; area cordoned until dry.',
    price: '650.00',
    pay: { fixed: '420.00' },
  },
  {
    name: 'Bin wash-down',
    invoiceDescription: 'Wheelie bin wash and deodorise',
    description: 'Pressure-wash and deodorise up to 10 wheelie bins; bin bay hosed out.',
    price: '45.00',
    pay: { fixed: '30.00' },
  },
  {
    name: 'Hand-towel and soap restock',
    invoiceDescription: 'Hand towel and soap supply',
    description: 'Refill hand-towel and soap dispensers; quantity is cartons used.',
    price: '18.00',
    pay: { percentage: 70 },
    consumable: true,
  },
  {
    name: 'Toilet-paper restock',
    invoiceDescription: 'Toilet paper supply',
    description: 'Refill toilet-roll dispensers; quantity is cartons of jumbo rolls used.',
    price: '14.00',
    pay: { percentage: 70 },
    consumable: true,
  },
  {
    name: 'Sanitary bin service',
    invoiceDescription: 'Sanitary bin exchange',
    description: 'Exchange sanitary units in the female and accessible bathrooms; quantity is units exchanged.',
    price: '22.00',
    pay: { percentage: 70 },
    consumable: true,
  },
  {
    name: 'Sharps container exchange',
    invoiceDescription: 'Sharps container supply and disposal',
    description: 'Swap full sharps containers for new ones and log them for disposal; quantity is containers.',
    price: '28.00',
    pay: { percentage: 70 },
    consumable: true,
  },
  {
    name: 'Air freshener refill',
    invoiceDescription: 'Air freshener supply',
    description: 'Replace aerosol cans in automatic dispensers; quantity is cans used.',
    price: '12.00',
    pay: { percentage: 70 },
    consumable: true,
  },
  {
    name: 'Clinical room disinfection',
    invoiceDescription: 'Clinical room cleaning to infection-control standard',
    description: 'Consult and treatment rooms: touch points, couches, trolleys and floors with TGA-listed disinfectant.',
    price: '120.00',
    pay: { percentage: 85 },
  },
  {
    name: 'Gym equipment wipe-down',
    invoiceDescription: 'Gym equipment and floor clean',
    description: 'Machines, benches, racks and mats wiped with disinfectant; rubber floor vacuumed and mopped.',
    price: '95.00',
    pay: { percentage: 80 },
  },
  {
    name: 'Change-room and shower clean',
    invoiceDescription: 'Change room and shower clean',
    description: 'Showers descaled, benches and lockers wiped, floors scrubbed and squeegeed.',
    price: '110.00',
    pay: { percentage: 80 },
  },
  {
    name: 'Classroom clean',
    invoiceDescription: 'Classroom and learning area clean',
    description: 'Desks and chairs wiped, floors vacuumed and mopped, whiteboards cleaned, bins emptied.',
    price: '140.00',
    pay: { percentage: 80 },
  },
  {
    name: 'Common-area clean',
    invoiceDescription: 'Strata common property clean',
    description: 'Lobby, lifts, stairwells and corridors: vacuum, mop, dust rails and letterboxes, glass doors.',
    price: '175.00',
    pay: { percentage: 80 },
  },
  {
    name: 'Garbage room clean',
    invoiceDescription: 'Garbage room clean and bin rotation',
    description: 'Bins rotated to the kerb and back, garbage room hosed, chute door wiped.',
    price: '70.00',
    pay: { fixed: '50.00' },
  },
  {
    name: 'Entrance glass and door polish',
    invoiceDescription: 'Entrance glass and door polish',
    description: 'Entry doors, sidelights and push plates polished streak-free.',
    price: '40.00',
    pay: { percentage: 80 },
  },
  {
    name: 'High dusting',
    invoiceDescription: 'High dusting (vents, ledges, light fittings)',
    description: 'Air-conditioning vents, ledges, partition tops and light fittings dusted from a platform ladder.',
    price: '130.00',
    pay: { percentage: 75 },
  },
  {
    name: 'Upholstery steam clean',
    invoiceDescription: 'Upholstered furniture steam clean',
    description: 'Chairs, lounges and booth seating steam-cleaned and spot-treated; up to 20 seats.',
    price: '210.00',
    pay: { fixed: '150.00' },
  },
  {
    name: 'Pressure wash',
    invoiceDescription: 'Pressure washing of paved areas',
    description: 'Forecourt, driveway or loading dock pressure-washed; oil stains pre-treated.',
    price: '280.00',
    pay: { fixed: '190.00' },
  },
  {
    name: 'Warehouse floor scrub',
    invoiceDescription: 'Warehouse floor sweep and ride-on scrub',
    description: 'Sweep and scrub concrete floors and aisles with a ride-on scrubber; pallet bays around racking.',
    price: '260.00',
    pay: { percentage: 75 },
  },
];
