/**
 * Rich text from the template editors, reduced to an allow-list by the server on save and by
 * the web app on render: headings, paragraphs, bold, italic, links (http, https, mailto),
 * lists, images (http, https, raster data URLs), tables, quotes and line breaks. Everything
 * else goes: unknown tags are unwrapped (their text stays), script-like elements vanish with
 * their contents, and every attribute not listed (on*, style, class…) is dropped. The output
 * is rebuilt from scratch, with text and attribute values escaped, so it is well-formed and
 * means the same to every HTML parser.
 */

type AttributeRule = (value: string) => string | null;

const digits: AttributeRule = (value) => (/^\d{1,4}$/.test(value.trim()) ? value.trim() : null);
const anyText: AttributeRule = (value) => value;

/** Browsers drop ASCII whitespace and controls around a URL and tabs and newlines inside it. */
function cleanUrl(value: string): string {
  const url = value.replace(/[\t\n\r]/g, '');
  const isSpaceOrControl = (index: number) => url.charCodeAt(index) <= 0x20;
  let start = 0;
  let end = url.length;
  while (start < end && isSpaceOrControl(start)) start++;
  while (end > start && isSpaceOrControl(end - 1)) end--;
  return url.slice(start, end);
}

const linkUrl: AttributeRule = (value) => {
  const url = cleanUrl(value);
  return /^(?:https?:\/\/|mailto:)/i.test(url) ? url : null;
};

const imageUrl: AttributeRule = (value) => {
  const url = cleanUrl(value);
  if (/^https?:\/\//i.test(url)) return url;
  return /^data:image\/(?:png|jpeg|jpg|gif|webp);base64,[A-Za-z0-9+/=\s]+$/i.test(url) ? url : null;
};

const NO_ATTRIBUTES: Record<string, AttributeRule> = {};
const CELL = { colspan: digits, rowspan: digits };

const ALLOWED: Record<string, Record<string, AttributeRule>> = {
  h1: NO_ATTRIBUTES,
  h2: NO_ATTRIBUTES,
  h3: NO_ATTRIBUTES,
  h4: NO_ATTRIBUTES,
  h5: NO_ATTRIBUTES,
  h6: NO_ATTRIBUTES,
  p: NO_ATTRIBUTES,
  strong: NO_ATTRIBUTES,
  em: NO_ATTRIBUTES,
  a: { href: linkUrl, title: anyText },
  ul: NO_ATTRIBUTES,
  ol: NO_ATTRIBUTES,
  li: NO_ATTRIBUTES,
  img: { src: imageUrl, alt: anyText, title: anyText, width: digits, height: digits },
  table: NO_ATTRIBUTES,
  thead: NO_ATTRIBUTES,
  tbody: NO_ATTRIBUTES,
  tr: NO_ATTRIBUTES,
  th: CELL,
  td: CELL,
  blockquote: NO_ATTRIBUTES,
  br: NO_ATTRIBUTES,
};

/** Editors write bold and italic either way. */
const RENAMED: Record<string, string> = { b: 'strong', i: 'em' };
const VOID = new Set(['br', 'img']);
/** Attributes an element cannot do without. */
const REQUIRED: Record<string, string> = { img: 'src' };
/** Their contents are raw text to a browser (or hidden): dropped along with the element. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'title',
  'xmp',
  'plaintext',
]);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  lpar: '(',
  rpar: ')',
};

/** Decodes character references in an attribute value (as a browser would, for the ones that matter). */
function decodeEntities(value: string): string {
  return value.replace(/&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]{2,8}));?/gi, (match, decimal, hex, name) => {
    if (decimal || hex) {
      const code = Number.parseInt(decimal ?? hex, decimal ? 10 : 16);
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED_ENTITIES[(name as string).toLowerCase()] ?? match;
  });
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text as written, with markup characters escaped; well-formed character references are kept. */
const escapeText = (text: string) =>
  text
    .replace(/&(?!(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

type Tag = { name: string; attributes: [string, string][]; end: number };

const SPACE_OR_SLASH = /[\s/]*/y;
const SPACE = /\s*/y;
const ATTRIBUTE_NAME = /[^\s/>][^\s/>=]*/y;
const UNQUOTED_VALUE = /[^\s>]*/y;
const TAG_NAME = /[a-z][^\s/>]*/iy;

/** Matches a sticky pattern at `from`; '' when it matches nothing there. */
function matchAt(pattern: RegExp, html: string, from: number): string {
  pattern.lastIndex = from;
  return pattern.exec(html)?.[0] ?? '';
}

/** Reads `<name attr=value …>` from `start` (just after the name); null when the tag never closes. */
function readAttributes(html: string, start: number): Omit<Tag, 'name'> | null {
  const attributes: [string, string][] = [];
  let at = start;
  while (at < html.length) {
    at += matchAt(SPACE_OR_SLASH, html, at).length;
    if (at >= html.length) return null;
    if (html[at] === '>') return { attributes, end: at + 1 };
    const name = matchAt(ATTRIBUTE_NAME, html, at) || html.charAt(at);
    at += name.length;
    at += matchAt(SPACE, html, at).length;
    let value = '';
    if (html[at] === '=') {
      at++;
      at += matchAt(SPACE, html, at).length;
      const quote = html[at];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, at + 1);
        if (close === -1) return null;
        value = html.slice(at + 1, close);
        at = close + 1;
      } else {
        value = matchAt(UNQUOTED_VALUE, html, at);
        at += value.length;
      }
    }
    attributes.push([name.toLowerCase(), decodeEntities(value)]);
  }
  return null;
}

function renderStartTag(name: string, attributes: [string, string][]): string | null {
  const rules = ALLOWED[name] ?? NO_ATTRIBUTES;
  const kept = new Map<string, string>();
  for (const [attribute, value] of attributes) {
    const rule = rules[attribute];
    if (!rule || kept.has(attribute)) continue;
    const allowed = rule(value);
    if (allowed !== null) kept.set(attribute, allowed);
  }
  const required = REQUIRED[name];
  if (required && !kept.has(required)) return null;
  const rendered = [...kept].map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`).join('');
  return `<${name}${rendered}>`;
}

export function sanitizeHtml(input: string): string {
  const html = input.replaceAll('\0', '');
  const out: string[] = [];
  const open: string[] = [];
  let at = 0;

  while (at < html.length) {
    const next = html.indexOf('<', at);
    if (next === -1) {
      out.push(escapeText(html.slice(at)));
      break;
    }
    out.push(escapeText(html.slice(at, next)));
    at = next;

    if (html.startsWith('<!--', at)) {
      const close = html.indexOf('-->', at + 4);
      at = close === -1 ? html.length : close + 3;
      continue;
    }
    if (html[at + 1] === '!' || html[at + 1] === '?') {
      const close = html.indexOf('>', at);
      at = close === -1 ? html.length : close + 1;
      continue;
    }
    const isEnd = html[at + 1] === '/';
    const nameStart = at + (isEnd ? 2 : 1);
    const written = matchAt(TAG_NAME, html, nameStart);
    const rawName = written.toLowerCase();
    if (written === '') {
      out.push('&lt;');
      at++;
      continue;
    }
    const name = RENAMED[rawName] ?? rawName;
    const tag = readAttributes(html, nameStart + written.length);
    if (!tag) break;
    at = tag.end;

    if (isEnd) {
      const index = open.lastIndexOf(name);
      if (index === -1) continue;
      while (open.length > index) out.push(`</${open.pop()}>`);
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      const closing = new RegExp(`</${name}[\\s/>]`, 'gi');
      closing.lastIndex = at;
      const close = closing.exec(html);
      at = close ? html.indexOf('>', close.index) + 1 || html.length : html.length;
      continue;
    }
    if (!(name in ALLOWED)) continue;
    const rendered = renderStartTag(name, tag.attributes);
    if (rendered === null) continue;
    out.push(rendered);
    if (!VOID.has(name)) open.push(name);
  }

  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('');
}
