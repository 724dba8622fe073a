/**
 * What a client usually uses of a consumable (docs/domain.md "Client consumables"), from the
 * quantities recorded on its ticked lines of the last 6 months: the average, to 2 decimals, and the mode.
 */
import { divideRounded } from './money';

/** How far back the quantities reach, from today. */
export const consumableUsageMonths = 6;

export type ConsumableUsage = { average: number | null; mode: number | null };

/**
 * The average (rounded half up to 2 decimals: 1, 2, 2 → 1.67) and the mode: the quantity recorded most often,
 * and of quantities recorded equally often the larger (a consumable runs out when too little is brought). Both
 * null when nothing was recorded. Quantities are whole numbers (docs/domain.md "Consumables").
 */
export function consumableUsage(quantities: readonly number[]): ConsumableUsage {
  if (quantities.length === 0) return { average: null, mode: null };
  const sum = quantities.reduce((total, q) => total + q, 0);
  const average = Number(divideRounded(BigInt(sum) * 100n, BigInt(quantities.length))) / 100;
  const counts = new Map<number, number>();
  for (const q of quantities) counts.set(q, (counts.get(q) ?? 0) + 1);
  let mode = quantities[0];
  for (const [quantity, times] of counts) {
    const best = counts.get(mode) ?? 0;
    if (times > best || (times === best && quantity > mode)) mode = quantity;
  }
  return { average, mode };
}
