/**
 * A closed list whose every member has words to show (a label, a message): the words are written once, keyed by
 * member in the list's order, and the list is read from their keys, so a member cannot be added to one and
 * forgotten in the other. The order is the one written: `Object.keys` keeps it for keys that do not look like
 * whole numbers (those it would move first), and none of these lists' members does.
 */
export function keysOf<Key extends string>(words: Record<Key, string>): readonly [Key, ...Key[]] {
  // A record has at least the keys its type names; `z.enum` and Drizzle's `enum` want them as a non-empty tuple.
  return Object.keys(words) as [Key, ...Key[]];
}
