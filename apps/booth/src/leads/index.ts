/**
 * The guest's data-capture form. `<LeadForm event afterCapture? onDone onSkip?>` (inside an
 * `<OutboxProvider>`) renders `event.event_form_builder`, the terms and the marketing choice,
 * checks the answers by the server's rules and queues `POST /booth/leads`; `onDone` gets the
 * lead's outbox id (a voucher can follow it) and the guest's e-mail and phone when given.
 */
export { LeadForm, type LeadResult } from './lead-form.tsx';
