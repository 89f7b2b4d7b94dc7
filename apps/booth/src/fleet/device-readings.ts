/** What the browser tells of the device, each where it can: storage, its persistence, the battery. */

type BatteryManager = { level: number; charging: boolean };
type NavigatorWithBattery = Navigator & { getBattery?: () => Promise<BatteryManager> };

export async function deviceReadings() {
  const storage = navigator.storage;
  const [estimate, persisted, battery] = await Promise.all([
    storage?.estimate ? storage.estimate().catch(() => null) : null,
    storage?.persisted ? storage.persisted().catch(() => null) : null,
    (navigator as NavigatorWithBattery).getBattery?.().catch(() => null) ?? null,
  ]);
  return {
    storage: estimate,
    persisted,
    battery: battery ? { level: battery.level, charging: battery.charging } : null,
  };
}

/** Since when the device has been online without a break; null while offline. */
export function watchOnlineSince(): { since: () => string | null; stop: () => void } {
  let since = navigator.onLine ? new Date().toISOString() : null;
  const online = () => {
    since = new Date().toISOString();
  };
  const offline = () => {
    since = null;
  };
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return {
    since: () => since,
    stop: () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    },
  };
}
