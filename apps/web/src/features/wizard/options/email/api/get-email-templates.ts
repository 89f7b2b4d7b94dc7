import { libraryEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';
import { EMAIL_KEYS } from './email-query-keys';

/** The standard e-mail templates. */
export function getEmailTemplates(signal?: AbortSignal) {
  return call(libraryEndpoints.emailTemplates, { signal });
}

export function useEmailTemplates() {
  return useQuery({ queryKey: EMAIL_KEYS.templates, queryFn: ({ signal }) => getEmailTemplates(signal) });
}
