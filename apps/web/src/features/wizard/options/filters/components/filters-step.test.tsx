import { callsTo, stub } from '@boothdeck/client/testing';
import { colorMatrixValues, filterEndpoints, libraryEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useDraftStore } from '@/features/wizard/step-kit';
import { buildEvent, buildEventOption } from '@/testing/build-event';
import { COLOR_FILTER_LIST } from '@/testing/build-library';
import { renderOptionStep } from '@/testing/render-option-step';
import { FiltersStep } from './filters-step';

const EVENT = buildEvent({ id: 9, state: 'draft', event_option: buildEventOption({ frame: 1, filters: 1 }) });
const [MONO, SEPIA] = COLOR_FILTER_LIST.filterColor;

describe('filters step', () => {
  beforeEach(() => useDraftStore.getState().resetDraft());

  it('previews each filter through its colour matrix and saves the chosen filters', async () => {
    const { user, fetchMock, location } = renderOptionStep(FiltersStep, EVENT, {
      path: '/event/filter',
      options: ['frame', 'filters'],
      otherPaths: ['/event/summary'],
      stubs: [
        stub(libraryEndpoints.colorFilters, COLOR_FILTER_LIST),
        stub(filterEndpoints.save, { status: true, message: 'Event saved.', filters: 'success', filter: [] }),
      ],
    });
    expect(screen.getByText(MESSAGES.noFilterSelected)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/event/frame');

    await user.click(screen.getByRole('button', { name: 'Open Filter Library' }));
    const library = await screen.findByRole('dialog', { name: 'Filter Library' });
    const monoSwatch = within(library).getByRole('img', { name: `${MONO?.name} filter on a sample photo` });
    const matrix = monoSwatch.querySelector('feColorMatrix');
    expect(matrix?.getAttribute('values')).toBe(colorMatrixValues(MONO?.matrix ?? []));
    expect(matrix?.parentElement?.getAttribute('color-interpolation-filters')).toBe('sRGB');

    await user.click(within(library).getByRole('checkbox', { name: SEPIA?.name }));
    await user.click(within(library).getByRole('checkbox', { name: MONO?.name }));
    await user.click(within(library).getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('listitem', { name: SEPIA?.name })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location()?.pathname).toBe('/event/summary'));
    expect(callsTo(fetchMock, filterEndpoints.save)[0]?.body).toEqual({ eventId: 9, option_filters: [2, 1] });
    expect(useDraftStore.getState().optionSteps.filters).toMatchObject([{ name: SEPIA?.name }, { name: MONO?.name }]);
  });

  it('may be saved with no filter', async () => {
    const { user, fetchMock } = renderOptionStep(FiltersStep, EVENT, {
      path: '/event/filter',
      options: ['filters'],
      stubs: [
        stub(libraryEndpoints.colorFilters, COLOR_FILTER_LIST),
        stub(filterEndpoints.save, { status: true, message: 'Draft saved.', filters: 'success', filter: [] }),
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText(MESSAGES.draftSaved)).toBeInTheDocument();
    expect(callsTo(fetchMock, filterEndpoints.save)[0]?.body).toEqual({ eventId: 9, option_filters: [] });
  });
});
