import { NavLink, Stack } from '@mantine/core';
import { IconCalendarEvent, IconDatabase, IconLayoutDashboard } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { PATHS } from '@/shared/config/paths';

const NAV_ITEMS = [
  { label: 'Dashboard', to: PATHS.dashboard, icon: IconLayoutDashboard },
  { label: 'Events', to: PATHS.events, icon: IconCalendarEvent },
  { label: 'Data Management', to: PATHS.dataCapture, icon: IconDatabase },
] as const;

const isWithin = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

export function AppNavbar({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  return (
    <Stack component="nav" aria-label="Main" gap={4}>
      {NAV_ITEMS.map(({ label, to, icon: Icon }) => (
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
