/**
 * What the sharing calls ask before anything else: may this visitor see the event's public
 * gallery, and which of its captures? The public gallery module answers it (404 for no such
 * event, 403 for a protected gallery without the visitor's grant, else who the visitor is: all
 * approved captures, or only their own where the gallery shows each guest theirs); sharing only
 * depends on this one function.
 */
import type { FastifyRequest } from 'fastify';
import type { GuestViewer } from '../media/index.ts';

export type RequireGalleryAccess = (request: FastifyRequest, eventId: number) => Promise<GuestViewer>;
