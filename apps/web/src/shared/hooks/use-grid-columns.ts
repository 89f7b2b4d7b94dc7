import { em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** Four tiles a row, as the gallery is meant to be seen; two on a phone, where four would be too small to tell apart. */
export function useGridColumns(): number {
  const isPhone = useMediaQuery(`(max-width: ${em(575)})`);
  return isPhone ? 2 : 4;
}
