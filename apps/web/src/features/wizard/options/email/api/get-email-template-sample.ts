import { libraryEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';
import { EMAIL_KEYS } from './email-query-keys';

/** A standard template with its sample texts. */
export function getEmailTemplateSample(templateId: number) {
  return call(libraryEndpoints.emailTemplateSample, { params: { id: templateId } });
}

export function useEmailTemplateSample(templateId: number) {
  return useQuery({
    queryKey: EMAIL_KEYS.sample(templateId),
    queryFn: () => getEmailTemplateSample(templateId),
    enabled: Number.isInteger(templateId) && templateId > 0,
  });
}
