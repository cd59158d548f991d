import { randomInt } from 'node:crypto';

/**
 * A readable order number: the UTC date and ten random digits ("20250314" + "0123456789"). Its
 * length sets it apart from the seeded history's numbers; the unique index settles the rest.
 */
export function newOrderNo(now = new Date()): string {
  const date = now.toISOString().slice(0, 10).replaceAll('-', '');
  const digits = String(randomInt(0, 100_000)).padStart(5, '0') + String(randomInt(0, 100_000)).padStart(5, '0');
  return `${date}${digits}`;
}
