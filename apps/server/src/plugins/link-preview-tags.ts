/**
 * Open Graph and Twitter card tags for a page, put into index.html before it is sent, so a
 * shared address shows its picture and title in chat apps, which run no JavaScript.
 */
export type PageTags = { title: string; description: string; image: string | null; url: string };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function withPreviewTags(html: string, tags: PageTags): string {
  const meta = (attribute: 'property' | 'name', name: string, content: string) =>
    `<meta ${attribute}="${name}" content="${escapeHtml(content)}" />`;
  const lines = [
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', tags.title),
    meta('property', 'og:description', tags.description),
    meta('property', 'og:url', tags.url),
    meta('name', 'twitter:card', tags.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', tags.title),
    meta('name', 'twitter:description', tags.description),
    ...(tags.image ? [meta('property', 'og:image', tags.image), meta('name', 'twitter:image', tags.image)] : []),
  ];
  return html.replace('</head>', `${lines.join('\n')}\n</head>`);
}
