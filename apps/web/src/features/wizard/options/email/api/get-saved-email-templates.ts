import { savedTemplateEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';
import { EMAIL_KEYS } from './email-query-keys';

/** The organiser's own e-mail templates. */
export function getSavedEmailTemplates(signal?: AbortSignal) {
  return call(savedTemplateEndpoints.emailTemplates, { signal });
}

export function useSavedEmailTemplates() {
  return useQuery({ queryKey: EMAIL_KEYS.saved, queryFn: ({ signal }) => getSavedEmailTemplates(signal) });
}
