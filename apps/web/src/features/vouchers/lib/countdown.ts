/**
 * The time left until an instant, as the countdown shows it: `03:04:05`, with the whole days in
 * front (`2d 03:04:05`, written by `daysText` in the guest's language) from a day on.
 */
export function formatTimeLeft(milliseconds: number, daysText: (days: number) => string): string {
  const totalSeconds = Math.max(0, Math.floor(milliseconds / 1000));
  const days = Math.floor(totalSeconds / 86_400);
  const clock = [Math.floor(totalSeconds / 3600) % 24, Math.floor(totalSeconds / 60) % 60, totalSeconds % 60]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
  return days > 0 ? `${daysText(days)} ${clock}` : clock;
}
