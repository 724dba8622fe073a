/** ABN: 11 digits with the ATO checksum (first digit − 1, weights below, sum divisible by 89). */
const abnWeights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

export function normaliseAbn(value: string): string {
  return value.replace(/\s+/g, '');
}

export function isValidAbn(value: string): boolean {
  const digits = normaliseAbn(value);
  // Real ABNs start with check digits 10–98, so never with 0.
  if (!/^[1-9]\d{10}$/.test(digits)) return false;
  const sum = abnWeights.reduce((total, weight, i) => {
    const digit = Number(digits[i]) - (i === 0 ? 1 : 0);
    return total + digit * weight;
  }, 0);
  return sum % 89 === 0;
}

/** Shown as `51 824 753 556`. */
export function formatAbn(value: string): string {
  const d = normaliseAbn(value);
  return d.length === 11 ? `${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 8)} ${d.slice(8)}` : value;
}

export function normaliseBsb(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function isValidBsb(value: string): boolean {
  return /^\d{6}$/.test(normaliseBsb(value));
}

/** Shown as `123-456`. */
export function formatBsb(value: string): string {
  const d = normaliseBsb(value);
  return d.length === 6 ? `${d.slice(0, 3)}-${d.slice(3)}` : value;
}

/** Calendar dates on forms are exactly `YYYY-MM-DD` and must exist. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
