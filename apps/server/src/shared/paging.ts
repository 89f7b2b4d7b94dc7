/** The paging numbers every paged list reply carries, from one page of rows and the total. */
export type Page<T> = {
  data: T[];
  current_page: number;
  last_page: number;
  total: number;
  per_page: number;
  /** Positions (from 1) of the page's first and last rows; null on an empty page. */
  from: number | null;
  to: number | null;
};

export function pageOf<T>(
  data: T[],
  { page, perPage, total }: { page: number; perPage: number; total: number },
): Page<T> {
  const from = data.length > 0 ? (page - 1) * perPage + 1 : null;
  return {
    data,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    total,
    per_page: perPage,
    from,
    to: from === null ? null : from + data.length - 1,
  };
}
