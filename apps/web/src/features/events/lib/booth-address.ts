/** The address a photo booth opens to run an event: the kiosk app, told the event by its random uuid. */
export function boothAddress(uuid: string, origin: string = window.location.origin): string {
  return `${origin}/booth/?event=${encodeURIComponent(uuid)}`;
}
