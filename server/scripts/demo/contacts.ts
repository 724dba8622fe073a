/**
 * Contacts for the demo clients: a site contact for every client, usually an accounts contact for those on
 * terms (who receives invoices and statements), and sometimes a second person on site.
 */
import type { ClientKind, DemoClient } from './clients';
import type { Random } from './random';

const firstNames = [
  'Olivia',
  'Charlotte',
  'Amelia',
  'Grace',
  'Chloe',
  'Sophie',
  'Emily',
  'Ruby',
  'Matilda',
  'Jessica',
  'Rebecca',
  'Jack',
  'Oliver',
  'William',
  'Thomas',
  'James',
  'Lachlan',
  'Henry',
  'Ethan',
  'Daniel',
  'Benjamin',
  'Joshua',
  'Mohammed',
  'Fatima',
  'Omar',
  'Priya',
  'Arjun',
  'Ananya',
  'Wei',
  'Jing',
  'Hao',
  'Minh',
  'Linh',
  'Eleni',
  'Nikos',
  'Giulia',
  'Marco',
  'Siobhan',
  'Bronwyn',
  'Craig',
  'Kylie',
  'Shane',
  'Leanne',
  'Brett',
  'Narelle',
];
const lastNames = [
  'Smith',
  'Jones',
  'Williams',
  'Brown',
  'Wilson',
  'Taylor',
  'Martin',
  'Anderson',
  'Thompson',
  'Nguyen',
  'Tran',
  'Walker',
  'Harris',
  'Lee',
  'Ryan',
  'Kelly',
  'King',
  'Wright',
  'Campbell',
  'Mitchell',
  'Patel',
  'Singh',
  'Sharma',
  'Wang',
  'Zhang',
  'Chen',
  'Papadopoulos',
  'Rossi',
  'Khoury',
  'Haddad',
  'O\u2019Brien',
  'McDonald',
  'Fraser',
];

/** What the site contact does, by kind of client (kept in the contact's notes). */
const siteRoles: Record<ClientKind, string[]> = {
  office: ['Office manager', 'Facilities coordinator', 'Operations manager', 'Executive assistant'],
  medical: ['Practice manager', 'Nurse unit manager', 'Clinic manager'],
  gym: ['Club manager', 'Owner', 'Studio manager'],
  school: ['Business manager', 'Centre director', 'Principal'],
  cafe: ['Owner', 'Head chef', 'Café manager'],
  strata: ['Building manager', 'Strata manager', 'Chair, strata committee'],
  warehouse: ['Site manager', 'Warehouse supervisor', 'WHS officer'],
  venue: ['General manager', 'Operations manager', 'Front office manager'],
};

export type DemoContact = { name: string; number: string; email: string; type: 'contact' | 'account'; notes: string };

const emailName = (name: string) =>
  name
    .toLowerCase()
    .replace(/\u2019/g, '')
    .replace(/[^a-z]+/g, '.');

const mobile = (random: Random) => `04${random.int(0, 9)}${random.int(0, 9)} ${random.int(100, 999)} ${random.int(100, 999)}`;
/** Sydney landlines are (02) 8xxx or 9xxx. */
const landline = (random: Random) => `(02) ${random.pick(['8', '9'])}${random.int(100, 999)} ${random.int(1000, 9999)}`;

export function contactsFor(client: DemoClient, random: Random): DemoContact[] {
  const person = () => `${random.pick(firstNames)} ${random.pick(lastNames)}`;
  const roles = random.sample(siteRoles[client.kind], 2);
  const main = person();
  const contacts: DemoContact[] = [
    { name: main, number: mobile(random), email: `${emailName(main)}@${client.domain}`, type: 'contact', notes: roles[0] },
  ];
  if (client.billing !== 'cash' && random.chance(0.8)) {
    const accounts = person();
    contacts.push({
      name: accounts,
      number: landline(random),
      email: random.chance(0.5) ? `accounts@${client.domain}` : `${emailName(accounts)}@${client.domain}`,
      type: 'account',
      notes: 'Accounts payable: invoices and statements',
    });
  }
  if (random.chance(0.3)) {
    const second = person();
    contacts.push({
      name: second,
      number: mobile(random),
      email: `${emailName(second)}@${client.domain}`,
      type: 'contact',
      notes: `${roles[1]} (after hours)`,
    });
  }
  return contacts;
}
