import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '@/testing/render-ui';
import { StepBar } from './step-bar';

const stepsOf = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    href: `/step-${index}`,
    label: `Step label ${index + 1}`,
    isDone: index < 3,
  }));

describe('step bar', () => {
  it("shows a long flow as 'Step n of m' with the current step's name on every screen, never as a row cut off at the edges", async () => {
    const { user } = renderUi(<StepBar label="Wizard steps" steps={stepsOf(16)} current={3} />);
    const bar = within(screen.getByRole('navigation', { name: 'Wizard steps' }));
    expect(bar.getByText('Step 4 of 16')).toBeInTheDocument();
    expect(bar.getByText('Step label 4')).toBeInTheDocument();
    expect(bar.queryByText('Step label 16')).not.toBeInTheDocument();
    expect(bar.getByRole('progressbar', { name: '3 of 16 steps done' })).toBeInTheDocument();

    await user.click(bar.getByRole('button', { name: 'All steps' }));
    const all = within(await screen.findByRole('dialog', { name: 'Wizard steps' }));
    expect(all.getByText('Step label 16')).toBeInTheDocument();
    expect(all.getByRole('link', { name: /Step label 1/ })).toHaveAttribute('href', '/step-0');
  });

  it('shows a short flow from a tablet up as one row of every step', () => {
    const { container } = renderUi(<StepBar label="Wizard steps" steps={stepsOf(4)} current={1} />);
    // The row is the part shown from a tablet up (the phone's line is hidden there by its own class).
    const row = container.querySelector<HTMLElement>('.mantine-visible-from-sm');
    if (!row) throw new Error('no row');
    for (const label of ['Step label 1', 'Step label 2', 'Step label 3', 'Step label 4']) {
      expect(within(row).getByText(label)).toBeInTheDocument();
    }
    expect(within(row).queryByText('Step 2 of 4')).not.toBeInTheDocument();
  });
});
