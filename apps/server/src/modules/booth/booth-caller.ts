/**
 * The `booth` caller: a call made with a booth token. Its check finds the token's live session
 * and sets `request.booth`; anything else (no token, an organiser's token, an ended session) is
 * a 401. Organiser tokens live in another table, so neither kind of token opens the other's calls.
 */
import { MESSAGES } from '@boothdeck/contract/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken } from '../../platform/auth/authenticate.ts';
import type { BoothIdentity, CallerChecks } from '../../plugins/endpoints.ts';
import { AppError } from '../../shared/app-error.ts';
import type { BoothService } from './booth.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    booth: BoothIdentity | null;
  }
}

function signedInBooth(request: FastifyRequest): BoothIdentity {
  if (!request.booth) throw new AppError('unauthenticated', MESSAGES.unauthenticated);
  return request.booth;
}

/** The booth caller's check for `registerEndpoints`; decorates the app's requests with `booth`. */
export function boothCaller(app: FastifyInstance, service: Pick<BoothService, 'identify'>): CallerChecks['booth'] {
  app.decorateRequest('booth', null);
  return {
    async check(request: FastifyRequest) {
      const token = bearerToken(request);
      const booth = token ? await service.identify(token) : undefined;
      if (!booth) throw new AppError('unauthenticated', MESSAGES.unauthenticated);
      request.booth = booth;
    },
    identify: signedInBooth,
    security: [{ bearer: [] }],
  };
}
