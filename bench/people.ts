/** Deterministic, realistic-looking staff and contractors for the users list benchmark. */

const firstNames = [
  'Olivia',
  'Charlotte',
  'Amelia',
  'Isla',
  'Mia',
  'Ava',
  'Grace',
  'Chloe',
  'Sophie',
  'Emily',
  'Ella',
  'Zoë',
  'Harper',
  'Ruby',
  'Lily',
  'Matilda',
  'Jack',
  'Oliver',
  'William',
  'Noah',
  'Thomas',
  'James',
  'Lucas',
  'Henry',
  'Ethan',
  'Liam',
  'Leo',
  'Samuel',
  'Daniel',
  'Benjamin',
  'Joshua',
  'Mohammed',
  'Ahmed',
  'Fatima',
  'Aisha',
  'Omar',
  'Priya',
  'Arjun',
  'Rahul',
  'Ananya',
  'Wei',
  'Jing',
  'Mei',
  'Hao',
  'Minh',
  'Linh',
  'Thanh',
  'Huong',
  'Giorgos',
  'Eleni',
  'Nikos',
  'Giulia',
  'Marco',
  'Francesca',
  'José',
  'María',
  'Siobhan',
  'Seán',
  'Aroha',
  'Tama',
  'Kiri',
  'Bronwyn',
  'Craig',
  'Darren',
  'Kylie',
  'Shane',
  'Tracey',
  'Wayne',
  'Leanne',
  'Brett',
  'Narelle',
  'Kim',
  'Jordan',
];

// Weighted so common Australian surnames come up often: `search=smith` matches several hundred people
// (Smith, Goldsmith, Smithers, Nguyen-Smith), enough for the count to cost something.
const lastNames: [string, number][] = [
  ['Smith', 10],
  ['Jones', 6],
  ['Williams', 6],
  ['Brown', 6],
  ['Wilson', 5],
  ['Taylor', 5],
  ['Johnson', 4],
  ['White', 4],
  ['Martin', 4],
  ['Anderson', 4],
  ['Thompson', 4],
  ['Nguyen', 6],
  ['Tran', 3],
  ['Le', 3],
  ['Walker', 3],
  ['Harris', 3],
  ['Lee', 3],
  ['Ryan', 3],
  ['Robinson', 3],
  ['Kelly', 3],
  ['King', 3],
  ['Davis', 3],
  ['Wright', 3],
  ['Evans', 3],
  ['Roberts', 3],
  ['Green', 3],
  ['Hall', 3],
  ['Wood', 3],
  ['Jackson', 3],
  ['Clarke', 3],
  ['Patel', 3],
  ['Singh', 3],
  ['Kaur', 2],
  ['Sharma', 2],
  ['Wang', 2],
  ['Zhang', 2],
  ['Li', 2],
  ['Chen', 2],
  ['Papadopoulos', 1],
  ['Nikolaidis', 1],
  ['Rossi', 1],
  ['Romano', 1],
  ['Khoury', 1],
  ['Haddad', 1],
  ['Ali', 2],
  ["O'Brien", 2],
  ["O'Connor", 2],
  ['McDonald', 2],
  ['MacKenzie', 1],
  ['Goldsmith', 1],
  ['Smithers', 1],
  ['Nguyen-Smith', 1],
  ['García', 1],
  ['Müller', 1],
  ['Kowalski', 1],
  ['Novak', 1],
  ['Te Rangi', 1],
  ['Ngata', 1],
];

const domains = ['gmail.com', 'outlook.com', 'hotmail.com', 'bigpond.com', 'icloud.com', 'yahoo.com.au', 'optusnet.com.au'];
const businessWords = ['Sparkle', 'Bright', 'Fresh', 'Spotless', 'Harbour', 'Coastal', 'Western', 'Pristine', 'Gleam'];

/** mulberry32: a tiny seeded generator, so every run inserts the same people. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

export type BenchPerson = {
  name: string;
  email: string;
  phone: string;
  role: 'Contractor' | 'Office' | 'Bookkeeper';
  legalBusinessName: string | null;
  createdAt: Date;
};

export function generatePeople(count: number, seed = 20240611): BenchPerson[] {
  const random = seeded(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const totalWeight = lastNames.reduce((sum, [, w]) => sum + w, 0);
  const pickLast = () => {
    let roll = random() * totalWeight;
    for (const [name, weight] of lastNames) {
      roll -= weight;
      if (roll < 0) return name;
    }
    return lastNames[0][0];
  };
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('');

  const taken = new Set<string>();
  const people: BenchPerson[] = [];
  const now = Date.now();
  for (let i = 0; i < count; i++) {
    const first = pick(firstNames);
    const last = pickLast();
    const role = random() < 0.85 ? 'Contractor' : random() < 0.7 ? 'Office' : 'Bookkeeper';
    const business = role === 'Contractor' && random() < 0.4 ? `${pick(businessWords)} ${last} Cleaning` : null;
    const styles = [
      () => `${slug(first)}.${slug(last)}`,
      () => `${slug(first)[0]}${slug(last)}${Math.floor(random() * 100)}`,
      () => `${slug(first)}_${slug(last)}${1960 + Math.floor(random() * 45)}`,
      () => `${slug(last)}.${slug(first)[0]}`,
    ];
    const domain = business ? `${slug(business)}.com.au` : pick(domains);
    let local = pick(styles)();
    while (taken.has(`${local}@${domain}`)) local = `${local}${Math.floor(random() * 10)}`;
    taken.add(`${local}@${domain}`);
    people.push({
      name: random() < 0.05 ? `${first} ${pick(firstNames)} ${last}` : `${first} ${last}`,
      email: `${local}@${domain}`,
      phone: `04${digits(2)} ${digits(3)} ${digits(3)}`,
      role,
      legalBusinessName: business ? `${business} Pty Ltd` : null,
      createdAt: new Date(now - Math.floor(random() * 3 * 365 * 86_400_000)),
    });
  }
  return people;
}
