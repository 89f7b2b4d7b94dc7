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

/** The bar shown from a tablet up (the phone's is hidden there by its own class). */
const wideBar = (container: HTMLElement) => {
  const bar = container.querySelector<HTMLElement>('.mantine-visible-from-sm');
  if (!bar) throw new Error('no wide step bar');
  return within(bar);
};

describe('step bar', () => {
  it("shows a long flow on a wide screen as 'Step n of m' with the current step's name, never as a row cut off at the edges", async () => {
    const { container, user } = renderUi(<StepBar label="Wizard steps" steps={stepsOf(16)} current={3} />);
    const wide = wideBar(container);
    expect(wide.getByText('Step 4 of 16')).toBeInTheDocument();
    expect(wide.getByText('Step label 4')).toBeInTheDocument();
    expect(wide.queryByText('Step label 16')).not.toBeInTheDocument();
    expect(wide.getByRole('progressbar', { name: '3 of 16 steps done' })).toBeInTheDocument();

    await user.click(wide.getByRole('button', { name: 'All steps' }));
    const all = within(await screen.findByRole('dialog', { name: 'Wizard steps' }));
    expect(all.getByText('Step label 16')).toBeInTheDocument();
    expect(all.getByRole('link', { name: /Step label 1/ })).toHaveAttribute('href', '/step-0');
  });

  it('shows a short flow on a wide screen as one row of every step', () => {
    const { container } = renderUi(<StepBar label="Wizard steps" steps={stepsOf(4)} current={1} />);
    const wide = wideBar(container);
    for (const label of ['Step label 1', 'Step label 2', 'Step label 3', 'Step label 4']) {
      expect(wide.getByText(label)).toBeInTheDocument();
    }
    expect(wide.queryByText('Step 2 of 4')).not.toBeInTheDocument();
  });
});
