/** A package's validity ('P14D', 'P1M', 'P1Y', or null for no end) turned into an expiry instant. */

const PERIOD = /^P(\d+)([DMY])$/;

function addMonthsClamped(from: Date, months: number): Date {
  const target = new Date(from.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** 31 January + 1 month is 28/29 February, not 3 March. */
export function expiryFor(validity: string | null, from: Date): string | null {
  if (validity === null) return null;
  const match = PERIOD.exec(validity);
  if (!match) throw new Error(`Unknown package validity ${validity}`);
  const amount = Number(match[1]);
  switch (match[2]) {
    case 'D':
      return new Date(from.getTime() + amount * 24 * 60 * 60 * 1000).toISOString();
    case 'M':
      return addMonthsClamped(from, amount).toISOString();
    default:
      return addMonthsClamped(from, amount * 12).toISOString();
  }
}
