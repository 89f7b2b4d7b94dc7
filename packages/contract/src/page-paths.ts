/**
 * Addresses of pages that both the server (in links and redirects it makes) and the web app (in
 * its routes) name. No schema here, so the web app's first load can import them without zod.
 */

/**
 * Where the checkout page sends the organiser back: once paid, a page that waits for the purchase
 * to take effect (when the gateway's signed event reaches the server); where they came from when
 * they cancel.
 */
export const CHECKOUT_RETURN_PATHS = {
  membership: { success: '/event/payment/confirming', cancelled: '/event/type' },
  dataCaptureAddon: { success: '/data-capture/payment/confirming', cancelled: '/data-capture/payment' },
  event: { success: '/event/device/confirming', cancelled: '/event/device' },
} as const;
export type CheckoutReturnPaths = (typeof CHECKOUT_RETURN_PATHS)[keyof typeof CHECKOUT_RETURN_PATHS];

/**
 * The guest page where a guest asks for their data: every guest message and page links to it. A
 * message in another language than the event's default names it (`?lang=`), so the page opens in it.
 */
export const YOUR_DATA_PATH = '/your-data/:eventId';
export const yourDataPath = (eventUuid: string, language?: string) =>
  `/your-data/${eventUuid}${language ? `?lang=${language}` : ''}`;
