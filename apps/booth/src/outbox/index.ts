/**
 * The booth's outbox, its public face. `createOutbox({ client, eventUuid, onSignInNeeded })`
 * after sign-in, then `start()`; wrap the screens in `<OutboxProvider outbox>`.
 *
 * - `enqueueCapture({ mediaType, file, poster?, capturedAt?, clientId? })` → the capture's
 *   client_id, once it is written to IndexedDB (only then show it as kept). Fails with
 *   `OutboxFullError` when the device has no room (`failureTextOf(error, otherwise)` names the
 *   catalogue text to tell a guest); check `getSnapshot().storage` before each capture.
 * - `enqueueLead({ values, consent, afterCapture? })`, `enqueueVoucher({ offerId, afterLead?,
 *   sendEmail?, sendSms? })`, `enqueueShare({ captureClientId, email? | phone? })`: each sent
 *   after the item it names, with that item's server id.
 * - `getSnapshot()` / `subscribe()` (or `useOutbox()`): items, counts per status, `pending`,
 *   `pendingCaptures` (sign-out refuses while it is not 0), `paused: 'sign-in'` after a 401
 *   (call `resume()` once signed in again), `online`, `storage`.
 * - `retry(id)`, `retryAll()`, `exportFile(id)`, `whenSettled(id, timeoutMs)`, `pendingCount()`.
 * - `uploadResumably: tusUploader({ token })`: large clips go by a resumable upload first, so a
 *   dropped connection resumes instead of starting over (see resumable-upload.ts).
 * - `<QueuePanel>`: the operator's queue screen.
 */
export { type CaptureRoom, captureRoom, TYPICAL_CAPTURE_BYTES } from './capture-room.ts';
export { CLIENT_ID_PATTERN, newClientId } from './client-id.ts';
export { failureTextOf } from './failure-text.ts';
export {
  createOutbox,
  type EnqueueCapture,
  type EnqueueLead,
  type EnqueuePrint,
  type EnqueueShare,
  type EnqueueVoucher,
  type Outbox,
  type OutboxCounts,
  type OutboxOptions,
  type OutboxSnapshot,
} from './outbox.ts';
export type { OutboxItem, OutboxKind, OutboxStatus } from './outbox-item.ts';
export { OUTBOX_DATABASE } from './outbox-store.ts';
export { QueuePanel } from './queue-panel.tsx';
export { tusUploader, type UploadResumably } from './resumable-upload.ts';
export { LOW_FREE_BYTES, OutboxFullError, type StorageState } from './storage-state.ts';
export { OutboxProvider, useOutbox } from './use-outbox.tsx';
