import { australianStates } from './api/public-holidays';

export type AddressParts = { street: string; suburb: string; state: string; postcode: string };

// "… Suburb STATE 2000" at the end of an address: the last line of an Australian postal address.
const lastLine = new RegExp(`^(.*?)[\\s,]+([A-Za-z][A-Za-z' .-]*?)\\s+(${australianStates.join('|')})\\s+(\\d{4})$`, 'i');

/**
 * An address kept as one line ("3/22 Oxford Street, Paddington NSW 2021") in the parts the ATO's TPAR asks for.
 * The suburb is what stands between the last comma and the state; without a comma, or without a state and a
 * postcode at the end, the whole text stays the street and the rest is left blank for a person to fill in,
 * rather than guessed.
 */
export function splitAustralianAddress(text: string | null | undefined): AddressParts {
  const address = (text ?? '').replace(/\s+/g, ' ').trim();
  const blank = { street: address, suburb: '', state: '', postcode: '' };
  const comma = address.lastIndexOf(',');
  if (comma < 0) return blank;
  const match = lastLine.exec(`${address.slice(0, comma)}, ${address.slice(comma + 1).trim()}`);
  if (!match || match[1].trim() !== address.slice(0, comma).trim()) return blank;
  return { street: match[1].trim(), suburb: match[2].trim(), state: match[3].toUpperCase(), postcode: match[4] };
}
