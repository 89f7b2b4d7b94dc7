import { queryKeyOf } from '@boothdeck/client';
import { libraryEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

/** A standard template with its sample look. */
export function getMicrositeTemplateSample(templateId: number) {
  return call(libraryEndpoints.micrositeTemplateSample, { params: { id: templateId } });
}

export const micrositeTemplateSampleKey = (templateId: number) =>
  queryKeyOf(libraryEndpoints.micrositeTemplateSample, { params: { id: templateId } });

export function useMicrositeTemplateSample(templateId: number) {
  return useQuery({
    queryKey: micrositeTemplateSampleKey(templateId),
    queryFn: () => getMicrositeTemplateSample(templateId),
    enabled: Number.isInteger(templateId) && templateId > 0,
  });
}
