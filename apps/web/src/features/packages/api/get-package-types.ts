import type { PackageTypeReply } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/shared/api/api-client';

export function getPackageTypes(signal?: AbortSignal): Promise<PackageTypeReply> {
  return apiClient.get<PackageTypeReply>('package-type', signal);
}

export function usePackageTypes() {
  return useQuery({ queryKey: ['package-type'], queryFn: ({ signal }) => getPackageTypes(signal) });
}
