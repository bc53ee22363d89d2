/**
 * The days a home delivery can be booked for. The zone promises its earliest day; the shopper
 * may move the delivery to one of the next open days instead (someone at home to receive a
 * bathtub), never earlier. Trucks do not run on Sundays. Days are calendar days, "YYYY-MM-DD".
 */

/** How many days the shopper chooses among, the earliest included. */
export const bookableDays = 6;

const dayMs = 86_400_000;
const sunday = 0;

export function deliveryDays(earliest: string, count = bookableDays): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${earliest}T00:00:00Z`); days.length < count; at += dayMs) {
    const day = new Date(at);
    // the promise itself stands even on a Sunday (a same-day zone); later choices skip Sundays
    if (days.length === 0 || day.getUTCDay() !== sunday) days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

/** The day a booking keeps: the one chosen while it is still offered, else the earliest. */
export function bookedDay(chosen: string | null, offered: readonly string[]): string | null {
  return chosen !== null && offered.includes(chosen) ? chosen : (offered[0] ?? null);
}
