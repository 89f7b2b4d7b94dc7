/**
 * What the sharing calls ask before anything else: may this visitor see the event's public
 * gallery? The public gallery module answers it (404 for no such event, 403 for a protected
 * gallery without the visitor's grant); sharing only depends on this one function.
 */
import type { FastifyRequest } from 'fastify';

export type RequireGalleryAccess = (request: FastifyRequest, eventId: number) => Promise<void>;
