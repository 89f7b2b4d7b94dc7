import { sanitizeHtml } from '@boothdeck/contract';
import { Typography, type TypographyProps } from '@mantine/core';
import { useMemo } from 'react';

type SafeHtmlProps = { html: string } & Omit<TypographyProps, 'children' | 'dangerouslySetInnerHTML'>;

/** Rich text from a template, sanitised again as it is shown: whatever was stored, only the allow-list renders. */
export function SafeHtml({ html, ...props }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML has just been through the allow-list sanitiser
  return <Typography {...props} dangerouslySetInnerHTML={{ __html: clean }} />;
}
