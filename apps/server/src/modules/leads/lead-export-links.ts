/**
 * The CSV export's signed address: the browser opens it in a new window, where no bearer token
 * could be sent. The signature names the export's route and the event's uuid, so it opens that
 * event's export and nothing else, until it expires.
 */
import { type DownloadLinkReply, endpointPath, leadEndpoints } from '@boothdeck/contract';
import type { LinkInQuery, LinkSigner, SignedGrant } from '../../platform/signed-links/signed-links.ts';
import { API_PREFIX } from '../../plugins/endpoints.ts';
import { AppError } from '../../shared/app-error.ts';

export const EXPORT_LINK_MESSAGES = {
  expired: 'This export link has expired. Export the leads again from the lead list.',
  invalid: 'This export link is not valid.',
} as const;

export type LeadExportLinks = ReturnType<typeof createLeadExportLinks>;

const grantOf = (eventUuid: string): SignedGrant => ({
  path: leadEndpoints.exportCsv.path,
  subject: `leads:${eventUuid}`,
});

export function createLeadExportLinks(signer: LinkSigner) {
  return {
    async linkFor(eventUuid: string): Promise<DownloadLinkReply> {
      const { expires, signature, expiresAt } = await signer.sign(grantOf(eventUuid));
      const search = new URLSearchParams({ expires: String(expires), signature });
      const address = endpointPath(leadEndpoints.exportCsv, { uuid: eventUuid });
      return { url: `${API_PREFIX}/${address}?${search}`, expires_at: expiresAt.toISOString() };
    },

    /** 403 unless the link was signed for this event's export and has not expired. */
    async check(eventUuid: string, link: LinkInQuery): Promise<void> {
      const check = await signer.check(grantOf(eventUuid), link);
      if (check !== 'valid') throw new AppError('forbidden', EXPORT_LINK_MESSAGES[check]);
    },
  };
}
