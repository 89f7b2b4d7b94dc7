import type { PackageSummary, User } from '@boothdeck/contract';
import { PACKAGE_TYPE_TITLES } from '@boothdeck/contract/constants';
import { Tabs } from '@mantine/core';
import type { PackageTable as PackageTableModel } from '../lib/package-tables';
import { PackageTable } from './package-table';

type PackageTabsProps = {
  tables: PackageTableModel[];
  user: User | null;
  pendingId: number | null;
  onProcess: (choice: PackageSummary) => void;
};

/** A tab per package type that has packages; a member's own plan type opens first. */
export function PackageTabs({ tables, user, pendingId, onProcess }: PackageTabsProps) {
  const [first] = tables;
  if (!first) return null;
  const ownType = user?.membership?.package_type;
  const opening = tables.find((table) => table.type === ownType) ?? first;
  return (
    <Tabs defaultValue={opening.type} keepMounted={false} variant="pills" radius="xl">
      <Tabs.List justify="center" mb="xl">
        {tables.map(({ type }) => (
          <Tabs.Tab key={type} value={type} fz="md" px="lg">
            {PACKAGE_TYPE_TITLES[type]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tables.map((table) => (
        <Tabs.Panel key={table.type} value={table.type}>
          <PackageTable table={table} user={user} pendingId={pendingId} onProcess={onProcess} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
