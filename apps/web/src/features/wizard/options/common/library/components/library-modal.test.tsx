import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/testing/render-ui';
import { type LibraryGroup, LibraryModal } from './library-modal';

const item = (id: number) => ({ id, label: `Item ${id}`, preview: null });
const ONE_GROUP: LibraryGroup[] = [{ label: 'All', items: [item(1), item(2), item(3)] }];
const TWO_GROUPS: LibraryGroup[] = [
  { label: 'Hats', items: [item(1), item(2)] },
  { label: 'Glasses', items: [item(3), item(4)] },
];

function renderModal(groups: LibraryGroup[], selectedIds: number[] = []) {
  const onSave = vi.fn();
  const onClose = vi.fn();
  const view = renderUi(
    <LibraryModal
      title="Prop Library"
      opened
      onClose={onClose}
      groups={groups}
      isPending={false}
      error={null}
      selectedIds={selectedIds}
      onSave={onSave}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Prop Library' });
  const tile = (name: string) => within(dialog).getByRole('checkbox', { name });
  return { ...view, onSave, onClose, dialog, tile };
}

describe('library modal', () => {
  it('starts from the step’s choice and saves the ticked items', async () => {
    const { user, onSave, onClose, tile } = renderModal(ONE_GROUP, [2]);
    expect(tile('Item 2')).toBeChecked();
    expect(tile('Item 1')).not.toBeChecked();

    await user.click(tile('Item 1'));
    await user.click(tile('Item 2'));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(onSave).toHaveBeenCalledWith([1]);
    expect(onClose).toHaveBeenCalled();
  });

  it('selects and removes all items with Select All and Remove All', async () => {
    const { user, onSave, tile } = renderModal(ONE_GROUP, [2]);
    await user.click(screen.getByRole('button', { name: 'Select All' }));
    for (const name of ['Item 1', 'Item 2', 'Item 3']) expect(tile(name)).toBeChecked();
    expect(screen.getByText('3 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove All' }));
    for (const name of ['Item 1', 'Item 2', 'Item 3']) expect(tile(name)).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSave).toHaveBeenCalledWith([]);
  });

  it('shows groups as tabs, Select All and Remove All acting on the open tab', async () => {
    const { user, onSave, tile } = renderModal(TWO_GROUPS, [3]);
    expect(screen.getByRole('tab', { name: 'Hats', selected: true })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select All' }));

    await user.click(screen.getByRole('tab', { name: 'Glasses' }));
    expect(tile('Item 3')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Remove All' }));
    expect(tile('Item 3')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(onSave).toHaveBeenCalledWith([1, 2]);
  });

  it('keeps the step’s choice when closed without saving', async () => {
    const { user, onSave, onClose, tile } = renderModal(ONE_GROUP);
    await user.click(tile('Item 1'));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
  });
});
