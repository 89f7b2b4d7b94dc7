import { libraryEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';
import { MICROSITE_KEYS } from './microsite-query-keys';

/** A standard template with its sample look. */
export function getMicrositeTemplateSample(templateId: number) {
  return call(libraryEndpoints.micrositeTemplateSample, { params: { id: templateId } });
}

export function useMicrositeTemplateSample(templateId: number) {
  return useQuery({
    queryKey: MICROSITE_KEYS.sample(templateId),
    queryFn: () => getMicrositeTemplateSample(templateId),
    enabled: Number.isInteger(templateId) && templateId > 0,
  });
}
