/** One page of a paged reply, `perPage` items to a page. */
export function buildPage<T>(data: T[], page: number, total: number, perPage = 5) {
  const from = data.length === 0 ? null : (page - 1) * perPage + 1;
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
