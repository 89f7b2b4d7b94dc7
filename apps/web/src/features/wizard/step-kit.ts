/**
 * What the option steps (wizard/options/*) build on: the wizard's step panel, action bar, save
 * hook, edit-screen frame, step order and draft. The wizard's one public entry; its other files
 * stay its own.
 */
export { EditStep } from './components/edit-step';
export { StepActions } from './components/step-actions';
export { StepCard } from './components/step-card';
export { UpgradeOverlay } from './components/upgrade-overlay';
export { type StepIntent, useStepSave } from './hooks/use-step-save';
export { CREATE_MODE, type StepMode } from './lib/step-mode';
export { nextStep, previousStep } from './lib/wizard-steps';
export { useDraftStore } from './stores/draft-store';
