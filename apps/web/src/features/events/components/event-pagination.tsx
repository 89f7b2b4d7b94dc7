import { Group, Pagination } from '@mantine/core';
import { pageLinks } from '../lib/page-links';

type EventPaginationProps = { page: number; lastPage: number; onChange: (page: number) => void };

/** First, previous, up to ten page links, next and last; nothing when everything fits one page. */
export function EventPagination({ page, lastPage, onChange }: EventPaginationProps) {
  if (lastPage <= 1) return null;
  return (
    <Pagination.Root total={lastPage} value={page} onChange={onChange}>
      <Group component="nav" aria-label="Pages" gap={6} justify="center" mt="lg">
        <Pagination.First aria-label="First page" />
        <Pagination.Previous aria-label="Previous page" />
        {pageLinks(page, lastPage).map((number) => (
          <Pagination.Control
            key={number}
            active={number === page}
            aria-current={number === page ? 'page' : undefined}
            aria-label={`Page ${number}`}
            onClick={() => onChange(number)}
          >
            {number}
          </Pagination.Control>
        ))}
        <Pagination.Next aria-label="Next page" />
        <Pagination.Last aria-label="Last page" />
      </Group>
    </Pagination.Root>
  );
}
