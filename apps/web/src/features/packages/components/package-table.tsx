import type { PackageSummary, User } from '@boothdeck/contract';
import { Paper, Table, useMatches } from '@mantine/core';
import { getPackageAvailability } from '../lib/package-availability';
import type { PackageTable as PackageTableModel } from '../lib/package-tables';
import { PackageValueCell } from './package-value-cell';
import { ProcessButton } from './process-button';

type PackageTableProps = {
  table: PackageTableModel;
  user: User | null;
  /** The package being taken right now, if any. */
  pendingId: number | null;
  onProcess: (choice: PackageSummary) => void;
};

/** Column widths (px) on a phone and from the `sm` breakpoint up. */
const ITEM_COLUMN_WIDTH = { base: 124, sm: 220 };
const PACKAGE_COLUMN_WIDTH = { base: 116, sm: 200 };

/** Items down the side, one column per package, a Process button under each column. */
export function PackageTable({ table, user, pendingId, onProcess }: PackageTableProps) {
  const { type, packages, rows } = table;
  const itemWidth = useMatches(ITEM_COLUMN_WIDTH);
  const packageWidth = useMatches(PACKAGE_COLUMN_WIDTH);
  const spacing = useMatches({ base: 'xs', sm: 'lg' });
  const width = itemWidth + packages.length * packageWidth;

  return (
    <Paper withBorder radius="md" shadow="xs" maw={width} mx="auto" style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer minWidth={width} type="native">
        <Table layout="fixed" verticalSpacing="sm" horizontalSpacing={spacing} striped highlightOnHover>
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th w={itemWidth}>Features</Table.Th>
              {packages.map((choice) => (
                <Table.Th key={choice.id} ta="center" fz="md">
                  {choice.name}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.itemName}>
                <Table.Th scope="row" fw={500}>
                  {row.itemName}
                </Table.Th>
                {row.values.map((value, index) => (
                  <Table.Td key={packages[index]?.id ?? index} ta="center">
                    <PackageValueCell value={value} type={type} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Td />
              {packages.map((choice) => (
                <Table.Td key={choice.id} py="md">
                  <ProcessButton
                    choice={choice}
                    availability={getPackageAvailability(user, choice)}
                    isPending={pendingId === choice.id}
                    isBlocked={user === null || (pendingId !== null && pendingId !== choice.id)}
                    onProcess={onProcess}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
