/**
 * Code the kiosk loads when a screen first needs it can fail to arrive (a dropped connection, a
 * busy device): it is tried again a few times, a little later each time, before the failure counts.
 */
export const LOAD_RETRY_DELAYS_MS = [250, 1000, 2000] as const;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `attempt()`, and again after each of `delaysMs` while it fails; the last failure is thrown. */
export async function withRetries<T>(attempt: () => Promise<T>, delaysMs: readonly number[] = LOAD_RETRY_DELAYS_MS) {
  for (const delay of delaysMs) {
    try {
      return await attempt();
    } catch {
      await pause(delay);
    }
  }
  return attempt();
}
