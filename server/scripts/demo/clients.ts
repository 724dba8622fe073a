/**
 * The demo business's clients: Sydney offices, clinics, gyms, schools, cafés, strata buildings and a warehouse,
 * at street addresses in the seeded suburbs (places.ts). Settings are chosen per client the way an office
 * would: strata and corporates on 30-day monthly terms, small clinics on fortnightly 14 days, cafés paying cash.
 */

export type ClientKind = 'office' | 'medical' | 'gym' | 'school' | 'cafe' | 'strata' | 'warehouse' | 'venue';

export type DemoSite = {
  /** Street number and street. */
  street: string;
  /** A seeded suburb's name; the address takes its postcode. */
  suburb: string;
  /** Level, suite or unit, printed on the second line. */
  unit?: string;
  /** What the office calls the site when a client has several. */
  name?: string;
  phone?: string;
};

export type Billing = 'cash' | { terms: 7 | 14 | 30; schedule: 'month' | 'fortnight' | 'week' };
export type Flag = 'photos' | 'autoInvoice' | 'autoRemind' | 'prepaid';

export type DemoClient = {
  name: string;
  kind: ClientKind;
  /** Contact e-mails go to this domain (under the reserved example.com, so no mail can reach anyone). */
  domain: string;
  sites: DemoSite[];
  billing: Billing;
  flags?: Flag[];
  /** Weeks since the client's bookings began; 26 or more gives the full six months of past visits. */
  since: number;
  /** Stopped service this many weeks ago: the client is inactive, with no visits after that. */
  endedWeeksAgo?: number;
  suspended?: { reason: string; sinceDays: number; resumesInDays: number };
  billingAddress?: { lines: string[]; city: string };
  notes?: string[];
};

const monthly30: Billing = { terms: 30, schedule: 'month' };
const monthly14: Billing = { terms: 14, schedule: 'month' };
const fortnightly14: Billing = { terms: 14, schedule: 'fortnight' };
const fortnightly7: Billing = { terms: 7, schedule: 'fortnight' };
const weekly7: Billing = { terms: 7, schedule: 'week' };

export const demoClients: DemoClient[] = [
  // Offices
  {
    name: 'Harbour Legal Partners',
    kind: 'office',
    domain: 'harbourlegal.example.com',
    since: 60,
    billing: monthly30,
    flags: ['autoInvoice', 'autoRemind'],
    sites: [{ street: '60 Margaret Street', suburb: 'Sydney', unit: 'Level 14', phone: '(02) 9251 4400' }],
    notes: ['After-hours access via the Clarence Street entrance; swipe cards are at reception.'],
  },
  {
    name: 'Bridgepoint Accountants',
    kind: 'office',
    domain: 'bridgepoint.example.com',
    since: 52,
    billing: monthly30,
    flags: ['autoInvoice'],
    sites: [{ street: '99 Walker Street', suburb: 'North Sydney', unit: 'Suite 8.03' }],
  },
  {
    name: 'Meridian Property Group',
    kind: 'office',
    domain: 'meridianproperty.example.com',
    since: 40,
    billing: monthly14,
    flags: ['autoRemind'],
    sites: [{ street: '180 George Street', suburb: 'Parramatta', unit: 'Level 21' }],
    notes: ['Boardroom is booked for client lunches most Thursdays: clean it first on Wednesday nights.'],
  },
  {
    name: 'Coastline Insurance Brokers',
    kind: 'office',
    domain: 'coastlineinsurance.example.com',
    since: 45,
    billing: monthly30,
    flags: ['autoInvoice', 'autoRemind'],
    sites: [
      { street: '12 Help Street', suburb: 'Chatswood', unit: 'Level 3', name: 'Chatswood head office' },
      { street: '85 Macquarie Street', suburb: 'Parramatta', unit: 'Suite 402', name: 'Parramatta branch' },
    ],
    billingAddress: { lines: ['Attn: Accounts Payable', 'PO Box 5124'], city: 'Chatswood NSW 2057' },
  },
  {
    name: 'Bluegum Software',
    kind: 'office',
    domain: 'bluegum.example.com',
    since: 30,
    billing: fortnightly14,
    sites: [{ street: '50 Foveaux Street', suburb: 'Surry Hills', unit: 'Level 2' }],
    notes: ['Staff work late on release weeks; knock before entering the dev area after 7 pm.'],
  },
  {
    name: 'Pyrmont Creative Studio',
    kind: 'office',
    domain: 'pyrmontcreative.example.com',
    since: 18,
    billing: fortnightly7,
    sites: [{ street: '243 Harris Street', suburb: 'Pyrmont', unit: 'Ground floor' }],
  },
  {
    name: 'Northgate Engineering',
    kind: 'office',
    domain: 'northgate-eng.example.com',
    since: 70,
    billing: monthly30,
    flags: ['autoInvoice', 'photos'],
    sites: [
      { street: '11 Talavera Road', suburb: 'Macquarie Park', unit: 'Building C, Level 4', name: 'Macquarie Park' },
      { street: '2 Christie Street', suburb: 'St Leonards', unit: 'Level 9', name: 'St Leonards project office' },
    ],
  },
  {
    name: 'Southern Cross Recruitment',
    kind: 'office',
    domain: 'southerncrossrecruit.example.com',
    since: 36,
    billing: monthly14,
    sites: [{ street: '320 Pitt Street', suburb: 'Sydney', unit: 'Level 6' }],
    endedWeeksAgo: 7,
    notes: ['Moved to a serviced office in Barangaroo; service ended at the end of their lease.'],
  },
  {
    name: 'Ironbark Architects',
    kind: 'office',
    domain: 'ironbarkarchitects.example.com',
    since: 28,
    billing: fortnightly14,
    flags: ['photos'],
    sites: [{ street: '118 Bourke Road', suburb: 'Alexandria', unit: 'Unit 5' }],
  },
  {
    name: 'Westside Financial Planning',
    kind: 'office',
    domain: 'westsidefp.example.com',
    since: 26,
    billing: monthly14,
    sites: [{ street: '42 Burwood Road', suburb: 'Burwood', unit: 'Suite 3, Level 1' }],
  },
  // Medical
  {
    name: 'Bondi Junction Medical Centre',
    kind: 'medical',
    domain: 'bjmedical.example.com',
    since: 64,
    billing: fortnightly14,
    flags: ['photos', 'autoInvoice', 'autoRemind'],
    sites: [{ street: '311 Oxford Street', suburb: 'Bondi Junction', unit: 'Level 1', phone: '(02) 9387 2211' }],
    notes: ['Infection-control audit every March and September: keep the cleaning log in the store room up to date.'],
  },
  {
    name: 'Crows Nest Family Practice',
    kind: 'medical',
    domain: 'crowsnestfp.example.com',
    since: 48,
    billing: fortnightly14,
    flags: ['photos'],
    sites: [{ street: '77 Willoughby Road', suburb: 'Crows Nest' }],
  },
  {
    name: 'Randwick Physiotherapy & Sports Injury Clinic',
    kind: 'medical',
    domain: 'randwickphysio.example.com',
    since: 34,
    billing: fortnightly7,
    flags: ['autoRemind'],
    sites: [{ street: '154 Belmore Road', suburb: 'Randwick', unit: 'Shop 2' }],
  },
  {
    name: 'Smile Bright Dental',
    kind: 'medical',
    domain: 'smilebright.example.com',
    since: 56,
    billing: monthly14,
    flags: ['photos', 'autoInvoice'],
    sites: [
      { street: '225 Forest Road', suburb: 'Hurstville', unit: 'Suite 5', name: 'Hurstville' },
      { street: '17 Kiora Road', suburb: 'Miranda', name: 'Miranda' },
      { street: '9 Eton Street', suburb: 'Sutherland', unit: 'Level 1', name: 'Sutherland' },
    ],
    notes: ['Sterilisation rooms are cleaned by the dental nurses; we do floors and bins only in there.'],
  },
  {
    name: 'Eastwood Medical & Dental',
    kind: 'medical',
    domain: 'eastwoodmd.example.com',
    since: 22,
    billing: fortnightly14,
    sites: [{ street: '30 Rowe Street', suburb: 'Eastwood', unit: 'Level 2' }],
  },
  {
    name: 'Newtown Veterinary Hospital',
    kind: 'medical',
    domain: 'newtownvet.example.com',
    since: 40,
    billing: weekly7,
    flags: ['photos'],
    sites: [{ street: '421 King Street', suburb: 'Newtown', phone: '(02) 9519 3080' }],
    notes: ['Kennel area is hosed by the nurses at close; we mop the clinic floors after them.'],
  },
  // Gyms and studios
  {
    name: 'Ironworks Fitness Marrickville',
    kind: 'gym',
    domain: 'ironworksfitness.example.com',
    since: 44,
    billing: weekly7,
    sites: [{ street: '268 Victoria Road', suburb: 'Marrickville', unit: 'Unit 1' }],
  },
  {
    name: 'Manly Beach Yoga & Pilates',
    kind: 'gym',
    domain: 'manlyyoga.example.com',
    since: 20,
    billing: 'cash',
    sites: [{ street: '46 The Corso', suburb: 'Manly', unit: 'Level 1' }],
    notes: ['Studio owner pays cash on the first visit of each month.'],
  },
  {
    name: 'Peak Performance Gym',
    kind: 'gym',
    domain: 'peakperformance.example.com',
    since: 38,
    billing: fortnightly14,
    flags: ['autoInvoice'],
    sites: [
      { street: '8 Old Northern Road', suburb: 'Castle Hill', name: 'Castle Hill' },
      { street: '375 Windsor Road', suburb: 'Baulkham Hills', name: 'Baulkham Hills' },
    ],
  },
  {
    name: 'St George Strength & Conditioning',
    kind: 'gym',
    domain: 'stgeorgesc.example.com',
    since: 30,
    billing: fortnightly7,
    sites: [{ street: '14 Railway Parade', suburb: 'Kogarah' }],
    suspended: {
      reason: 'Gym closed for flood repairs after the storm; insurer assessing the ground floor.',
      sinceDays: 9,
      resumesInDays: 19,
    },
  },
  // Schools and childcare
  {
    name: 'Lindfield Montessori Preschool',
    kind: 'school',
    domain: 'lindfieldmontessori.example.com',
    since: 66,
    billing: monthly14,
    flags: ['autoInvoice'],
    sites: [{ street: '286 Pacific Highway', suburb: 'Lindfield' }],
    notes: ['Only fragrance-free products in the children\u2019s rooms (two children with asthma).'],
  },
  {
    name: 'Leichhardt Early Learning Centre',
    kind: 'school',
    domain: 'leichhardtelc.example.com',
    since: 50,
    billing: monthly14,
    flags: ['photos', 'autoRemind'],
    sites: [{ street: '120 Norton Street', suburb: 'Leichhardt' }],
  },
  {
    name: 'Hornsby Coaching College',
    kind: 'school',
    domain: 'hornsbycoaching.example.com',
    since: 24,
    billing: fortnightly14,
    sites: [{ street: '5 Florence Street', suburb: 'Hornsby', unit: 'Level 2' }],
  },
  {
    name: 'Rose Bay Music School',
    kind: 'school',
    domain: 'rosebaymusic.example.com',
    since: 32,
    billing: fortnightly7,
    sites: [{ street: '712 New South Head Road', suburb: 'Rose Bay' }],
  },
  // Cafés and hospitality
  {
    name: 'The Grind Espresso Bar',
    kind: 'cafe',
    domain: 'thegrind.example.com',
    since: 42,
    billing: 'cash',
    sites: [{ street: '215 Victoria Street', suburb: 'Darlinghurst' }],
    notes: ['Key is with the owner, Dom; he opens at 5:30 am, so the deep clean must be finished by 5.'],
  },
  {
    name: 'Balmain Bakehouse Café',
    kind: 'cafe',
    domain: 'balmainbakehouse.example.com',
    since: 35,
    billing: weekly7,
    sites: [{ street: '278 Darling Street', suburb: 'Balmain' }],
  },
  {
    name: 'Gunnamatta Kitchen',
    kind: 'cafe',
    domain: 'gunnamattakitchen.example.com',
    since: 16,
    billing: 'cash',
    sites: [{ street: '62 Cronulla Street', suburb: 'Cronulla', unit: 'Shop 4' }],
  },
  {
    name: 'Glebe Point Diner',
    kind: 'cafe',
    domain: 'glebepointdiner.example.com',
    since: 46,
    billing: weekly7,
    flags: ['autoInvoice'],
    sites: [{ street: '407 Glebe Point Road', suburb: 'Glebe' }],
    endedWeeksAgo: 12,
    notes: ['Closed for good in winter; owners may reopen in spring and asked us to keep their details.'],
  },
  // Strata buildings
  {
    name: 'SP 71402 Harbourside Apartments',
    kind: 'strata',
    domain: 'sp71402.example.com',
    since: 80,
    billing: monthly30,
    flags: ['photos', 'autoInvoice', 'autoRemind'],
    sites: [{ street: '23 Broughton Street', suburb: 'Kirribilli', name: 'Building entrance' }],
    billingAddress: { lines: ['C/- Harbour Strata Management', 'Level 2, 100 Miller Street'], city: 'North Sydney NSW 2060' },
    notes: [
      'Committee wants photos of the garbage room after every clean.',
      'Lift 2 is out of service until the upgrade is finished; use lift 1 and the stairs.',
    ],
  },
  {
    name: 'SP 58821 Parkview Towers',
    kind: 'strata',
    domain: 'sp58821.example.com',
    since: 58,
    billing: monthly30,
    flags: ['photos', 'autoInvoice'],
    sites: [
      { street: '7 Albert Avenue', suburb: 'Chatswood', name: 'Tower A' },
      { street: '9 Albert Avenue', suburb: 'Chatswood', name: 'Tower B' },
    ],
    billingAddress: { lines: ['C/- Northside Strata Services', 'PO Box 718'], city: 'Chatswood NSW 2057' },
  },
  {
    name: 'SP 80317 Coogee Sands Residences',
    kind: 'strata',
    domain: 'sp80317.example.com',
    since: 27,
    billing: monthly30,
    flags: ['autoRemind'],
    sites: [{ street: '182 Arden Street', suburb: 'Coogee' }],
  },
  {
    name: 'SP 66190 Station Street Lofts',
    kind: 'strata',
    domain: 'sp66190.example.com',
    since: 40,
    billing: monthly30,
    sites: [{ street: '31 Station Street', suburb: 'Petersham' }],
  },
  {
    name: 'SP 49033 The Esplanade Mosman',
    kind: 'strata',
    domain: 'sp49033.example.com',
    since: 12,
    billing: monthly30,
    flags: ['photos'],
    sites: [{ street: '540 Military Road', suburb: 'Mosman' }],
  },
  // Warehouse and industrial
  {
    name: 'Mascot Freight & Storage',
    kind: 'warehouse',
    domain: 'mascotfreight.example.com',
    since: 54,
    billing: monthly30,
    flags: ['autoInvoice', 'prepaid'],
    sites: [
      { street: '224 O\u2019Riordan Street', suburb: 'Mascot', name: 'Mascot warehouse', phone: '(02) 9667 1200' },
      { street: '40 Euston Road', suburb: 'Alexandria', name: 'Alexandria overflow store' },
    ],
    notes: ['Hi-vis and steel-capped boots are required on the warehouse floor; sign in at the gatehouse.'],
  },
  {
    name: 'Brookvale Joinery Workshop',
    kind: 'warehouse',
    domain: 'brookvalejoinery.example.com',
    since: 20,
    billing: fortnightly14,
    sites: [{ street: '3 Winbourne Road', suburb: 'Brookvale', unit: 'Unit 7' }],
  },
  // Venues, retail and others
  {
    name: 'The Bay Boutique Hotel',
    kind: 'venue',
    domain: 'bayboutiquehotel.example.com',
    since: 62,
    billing: weekly7,
    flags: ['photos', 'autoRemind'],
    sites: [{ street: '33 Cross Street', suburb: 'Double Bay', phone: '(02) 9363 5500' }],
  },
  {
    name: 'Macarthur Community Hall',
    kind: 'venue',
    domain: 'macarthurhall.example.com',
    since: 26,
    billing: 'cash',
    sites: [{ street: '180 Queen Street', suburb: 'Campbelltown' }],
    notes: ['Hall is hired out on Saturdays; the Monday clean is the one that matters.'],
  },
  {
    name: 'Penrith Motor Group',
    kind: 'venue',
    domain: 'penrithmotors.example.com',
    since: 44,
    billing: monthly14,
    flags: ['autoInvoice'],
    sites: [{ street: '102 Mulgoa Road', suburb: 'Penrith', name: 'Showroom and service centre' }],
  },
  {
    name: 'Bayside Real Estate',
    kind: 'office',
    domain: 'baysiderealestate.example.com',
    since: 8,
    billing: fortnightly14,
    sites: [
      { street: '486 Princes Highway', suburb: 'Rockdale', name: 'Rockdale' },
      { street: '201 Forest Road', suburb: 'Hurstville', name: 'Hurstville' },
    ],
  },
  {
    name: 'Pittwater Marine Supplies',
    kind: 'warehouse',
    domain: 'pittwatermarine.example.com',
    since: 30,
    billing: fortnightly7,
    sites: [{ street: '1714 Pittwater Road', suburb: 'Mona Vale' }],
  },
];

/** Site notes any client might have, handed out with the seeded generator. */
export const commonNotes = [
  'Alarm code is held by the office: call before the first visit, never write it on the job sheet.',
  'Keys are in the lockbox at the loading dock; the code changes on the first of each month.',
  'Use the service lift; the passenger lifts are for tenants only before 9 am.',
  'Client asked that recycling goes into the yellow-lid bins only; the council has fined them before.',
  'Parking: two visitor bays at the rear, otherwise the Wilson car park on the corner (receipts to the office).',
  'Quote sent for a quarterly carpet steam clean; follow up next month.',
  'Complaint about streaky glass on the front doors in the last invoice period; re-did it at no charge.',
  'Cleaning cupboard is behind the kitchen; the client supplies paper products, we supply chemicals.',
];
