import { DATA_CAPTURE_SEARCH_DEBOUNCE_MS } from '@boothdeck/contract';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/** The search box's text, and the text to search for once typing has paused for a second. */
export function useDebouncedSearch() {
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), DATA_CAPTURE_SEARCH_DEBOUNCE_MS);
  return { text, setText, search };
}
