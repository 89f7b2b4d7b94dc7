/**
 * Printing at the booth. `<PrintPanel printing captureClientId>` on the share screen (inside an
 * `<OutboxProvider>`): the Print button or auto-print, the job recorded through the outbox
 * (`POST /booth/prints`, asked first when online, counted later when printed offline) and the
 * print document (`@page` at the paper's size, one page per copy) printed by the browser.
 * `printsCapture(event, mediaType)` says whether a capture is printed.
 */
export { PrintPanel, printsCapture } from './print-panel.tsx';
