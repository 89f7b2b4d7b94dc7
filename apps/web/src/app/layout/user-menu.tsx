import { ROLE_LABELS, ROLES } from '@boothdeck/contract/roles';
import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { IconLock, IconLogout, IconReceipt, IconSettings, IconUser, IconUsers, IconWebhook } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLogout } from '@/features/auth/api/logout';
import { PATHS } from '@/shared/config/paths';
import { useAllowed, useRole } from '@/shared/session/role';
import { useSessionStore } from '@/shared/session/session-store';

export function UserMenu() {
  const user = useSessionStore((state) => state.user);
  // A member is shown as themselves, with their role, not as the owner whose account they act for.
  const member = useSessionStore((state) => state.member);
  const person = member ?? user;
  const role = useRole();
  const isOwner = role === 'owner';
  const isManager = useAllowed(ROLES.managers);
  const logout = useLogout();
  const initials = `${person?.first_name.charAt(0) ?? ''}${person?.last_name.charAt(0) ?? ''}`.toUpperCase();

  return (
    <Menu position="bottom-end" width={200} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label="Account menu">
          <Avatar color="indigo" radius="xl">
            {initials || <IconUser size={18} />}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {person && <Menu.Label>{person.email}</Menu.Label>}
        {member && <Menu.Label>{ROLE_LABELS[member.role]}</Menu.Label>}
        {isOwner && (
          <Menu.Item component={Link} to={PATHS.profile} leftSection={<IconUser size={16} />}>
            Profile
          </Menu.Item>
        )}
        <Menu.Item component={Link} to={PATHS.changePassword} leftSection={<IconLock size={16} />}>
          Change password
        </Menu.Item>
        {isManager && (
          <>
            <Menu.Item component={Link} to={PATHS.memberSettings} leftSection={<IconSettings size={16} />}>
              Member settings
            </Menu.Item>
            <Menu.Item component={Link} to={PATHS.team} leftSection={<IconUsers size={16} />}>
              Team
            </Menu.Item>
          </>
        )}
        {isOwner && (
          <Menu.Item component={Link} to={PATHS.smsBilling} leftSection={<IconReceipt size={16} />}>
            SMS billing
          </Menu.Item>
        )}
        {isManager && (
          <Menu.Item component={Link} to={PATHS.webhooks} leftSection={<IconWebhook size={16} />}>
            Webhooks
          </Menu.Item>
        )}
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => logout.mutate()}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
