import { queryKeyOf } from '@boothdeck/client';
import { libraryEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

/** A standard template with its sample texts. */
export function getEmailTemplateSample(templateId: number) {
  return call(libraryEndpoints.emailTemplateSample, { params: { id: templateId } });
}

export const emailTemplateSampleKey = (templateId: number) =>
  queryKeyOf(libraryEndpoints.emailTemplateSample, { params: { id: templateId } });

export function useEmailTemplateSample(templateId: number) {
  return useQuery({
    queryKey: emailTemplateSampleKey(templateId),
    queryFn: () => getEmailTemplateSample(templateId),
    enabled: Number.isInteger(templateId) && templateId > 0,
  });
}
