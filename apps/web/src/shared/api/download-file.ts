import type { CallArguments, Endpoint } from '@boothdeck/client';
import type { EndpointDefinition } from '@boothdeck/contract';
import { client } from './api-client';

/**
 * Fetches a file a signed-in call answers with (a CSV, say) and saves it under `fileName`:
 * the token travels in the header, never in an address a browser could keep or share.
 */
export async function downloadFile<Definition extends EndpointDefinition>(
  fileName: string,
  endpoint: Endpoint<Definition>,
  ...input: CallArguments<Definition>
): Promise<void> {
  const url = URL.createObjectURL(await client.download(endpoint, ...input));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy by then; a minute is ample for the browser to start it.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
