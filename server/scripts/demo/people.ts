export { demoRoles } from '../../../shared/demo-roles';

export const demoPassword = 'cleanup-demo';

export const demoUsers: {
  name: string;
  email: string;
  role: string;
  phone: string;
  abn?: string;
  bsb?: string;
  account?: string;
  legalBusinessName?: string;
}[] = [
  { name: 'Alex Morgan', email: 'admin@example.com', role: 'Administrator', phone: '0412 345 678' },
  { name: 'Priya Shah', email: 'office@example.com', role: 'Office', phone: '0413 222 901' },
  { name: 'Tom Nguyen', email: 'office2@example.com', role: 'Office', phone: '0414 887 120' },
  { name: 'Helen Brooks', email: 'bookkeeper@example.com', role: 'Bookkeeper', phone: '0415 660 432' },
  {
    name: 'Sam Taylor',
    email: 'contractor@example.com',
    role: 'Contractor',
    phone: '0416 123 987',
    abn: '51824753556',
    bsb: '062000',
    account: '12345678',
    legalBusinessName: 'Taylor Cleaning Services',
  },
  {
    name: 'Maria Garcia',
    email: 'maria@example.com',
    role: 'Contractor',
    phone: '0417 555 010',
    abn: '53004085616',
    bsb: '032001',
    account: '88112233',
  },
  { name: 'Liam O\u2019Connor', email: 'liam@example.com', role: 'Contractor', phone: '0418 909 303', bsb: '082401', account: '55667788' },
  { name: 'Mei Chen', email: 'mei@example.com', role: 'Contractor', phone: '0419 440 221' },
  { name: 'Jack Wilson', email: 'jack@example.com', role: 'Contractor', phone: '0420 318 774' },
  { name: 'Aisha Rahman', email: 'aisha@example.com', role: 'Contractor', phone: '0421 650 119' },
];
