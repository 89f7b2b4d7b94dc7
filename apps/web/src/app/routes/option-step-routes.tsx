/**
 * The option steps' pages: for each row of the contract's OPTION_STEPS, its wizard page and its edit
 * screen, both from its folder's `routes/<id>-pages.tsx`, loaded when first opened.
 */
import { OPTION_STEPS } from '@boothdeck/contract/option-steps';
import type { ComponentType } from 'react';
import { lazyNamed } from '@/shared/lib/lazy-named';

type OptionPagesModule = Record<'OptionStepPage' | 'OptionEditPage', ComponentType>;

const PAGES_OF_FOLDER = import.meta.glob<OptionPagesModule>('./*/routes/*-pages.tsx', {
  base: '../../features/wizard/options',
});

/** The module of a step's pages, found by the step's id: its folder's name and its file's. */
export const pagesModuleOf = (id: string) => PAGES_OF_FOLDER[`./${id}/routes/${id}-pages.tsx`];

function optionStepRoutes({ id, path, editPath }: (typeof OPTION_STEPS)[number]) {
  const load = pagesModuleOf(id);
  if (!load) throw new Error(`The option step '${id}' has no routes/${id}-pages.tsx in its web folder.`);
  const StepPage = lazyNamed(load, 'OptionStepPage');
  const EditPage = lazyNamed(load, 'OptionEditPage');
  return { step: { path, element: <StepPage /> }, edit: { path: editPath, element: <EditPage /> } };
}

export const OPTION_STEP_ROUTES = OPTION_STEPS.map(optionStepRoutes);
