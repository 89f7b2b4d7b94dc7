import { ROLES, type Role } from '@boothdeck/contract/roles';
import { NavLink, Stack } from '@mantine/core';
import { IconCalendarEvent, IconDatabase, IconLayoutDashboard, IconUsers } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { useRole } from '@/shared/session/role';

/** Each item with the roles whose pages it opens. */
const NAV_ITEMS: { label: string; to: string; icon: typeof IconUsers; roles: readonly Role[] }[] = [
  { label: 'Dashboard', to: PATHS.dashboard, icon: IconLayoutDashboard, roles: ROLES.staff },
  { label: 'Events', to: PATHS.events, icon: IconCalendarEvent, roles: ROLES.staff },
  { label: 'My events', to: PATHS.myEvents, icon: IconCalendarEvent, roles: ['client'] },
  { label: 'Data Management', to: PATHS.dataCapture, icon: IconDatabase, roles: ROLES.managers },
  { label: 'Team', to: PATHS.team, icon: IconUsers, roles: ROLES.managers },
];

const isWithin = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

export function AppNavbar({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  const role = useRole();
  return (
    <Stack component="nav" aria-label="Main" gap={4}>
      {NAV_ITEMS.filter((item) => item.roles.includes(role)).map(({ label, to, icon: Icon }) => (
        <NavLink
          key={to}
          component={Link}
          to={to}
          label={label}
          leftSection={<Icon size={20} stroke={1.6} />}
          active={isWithin(pathname, to)}
          onClick={onNavigate}
        />
      ))}
    </Stack>
  );
}
