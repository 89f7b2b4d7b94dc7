/**
 * The guest's share screen. `<ShareScreen event capture={{ clientId }} guest? onDone>` (inside an
 * `<OutboxProvider>`): the pending-share QR code at once, and e-mail / SMS on the channels the
 * event switched on (`shareChannels(event)`), queued as `POST /booth/shares`.
 */
export { pendingShareAddress } from './pending-share-address.ts';
export { ShareScreen, shareChannels } from './share-screen.tsx';
