const counts = new Intl.NumberFormat();

/** A count for a figure: 1,234, or an em dash while it is unknown (loading failed). */
export function formatCount(value: number | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? counts.format(value) : '—';
}

/** '1 share', '12 shares'. */
export function pluralise(value: number, one: string, many: string): string {
  return `${counts.format(value)} ${value === 1 ? one : many}`;
}
