import type { EndpointDefinition, MultipartParts } from '@boothdeck/contract';
import type { Endpoint, MultipartBody } from './call-input.ts';

/**
 * The multipart body of a call whose definition takes one (the booth's capture upload): the text
 * fields and files under the names the contract gives them. A part left undefined is not sent.
 */
export function multipartBody<Definition extends EndpointDefinition>(
  _endpoint: Endpoint<Definition>,
  parts: MultipartParts<Definition>,
): MultipartBody<Definition> {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value);
    else form.append(name, String(value));
  }
  return form as MultipartBody<Definition>;
}
