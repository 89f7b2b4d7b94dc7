/** React Router keeps the history position in `history.state.idx`; 0 means there is nowhere in the app to go back to. */
export function canGoBack(): boolean {
  const index: unknown = window.history.state?.idx;
  return typeof index === 'number' && index > 0;
}
