import type { Role } from '@boothdeck/contract/roles';
import { Outlet } from 'react-router';
import { useAllowed } from '@/shared/session/role';
import { ForbiddenPage } from '../routes/forbidden-page';

/** The pages below open for `roles` only; any other role sees a page saying so (the server refuses their calls too). */
export function RoleGuard({ roles }: { roles: readonly Role[] }) {
  return useAllowed(roles) ? <Outlet /> : <ForbiddenPage />;
}
