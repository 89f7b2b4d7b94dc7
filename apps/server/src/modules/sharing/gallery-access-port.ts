/**
 * The one place the sharing calls ask whether the caller may see an event's public gallery.
 * A password-protected gallery grants access with a cookie that the public gallery module sets
 * and checks; until that check is wired in here, every caller passes (PLACEHOLDER). The route
 * handlers call this before the service, so wiring it in changes no other file of this module.
 */
import type { FastifyRequest } from 'fastify';

export async function requireGalleryAccess(_request: FastifyRequest, _eventId: number): Promise<void> {
  // PLACEHOLDER: replaced by the public gallery's access check (throws 403 without a grant).
}
