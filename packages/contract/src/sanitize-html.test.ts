import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

describe('rich text sanitising', () => {
  it('keeps the allowed tags and their allowed attributes', () => {
    const html =
      '<h2>Thanks</h2><p>Hello <strong>there</strong>, <em>guest</em></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote>' +
      '<p><a href="https://example.com/a?b=1&amp;c=2" title="Gallery">link</a> ' +
      '<a href="mailto:hi@example.com">mail</a><br></p>' +
      '<table><thead><tr><th colspan="2">Head</th></tr></thead><tbody><tr><td rowspan="1">Cell</td></tr></tbody></table>' +
      '<img src="https://cdn.example.com/a.png" alt="Logo" width="120" height="40">' +
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="">';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps what the rich text editor writes, without its table widths and link targets', () => {
    const cell = (tag: string, text: string) => `<${tag} colspan="1" rowspan="1"><p>${text}</p></${tag}>`;
    const rows = `<tbody><tr>${cell('th', 'A')}${cell('th', 'B')}</tr><tr>${cell('td', '1')}${cell('td', '2')}</tr></tbody>`;
    const written =
      '<h1><strong>Hi</strong></h1>' +
      `<table style="min-width: 50px"><colgroup><col style="min-width: 25px"><col style="min-width: 25px"></colgroup>${rows}</table>` +
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com">site</a></p>' +
      '<img src="https://cdn.example.com/a.png"><ul><li><p>one</p></li></ul><blockquote><p>q</p></blockquote>';
    expect(sanitizeHtml(written)).toBe(
      `<h1><strong>Hi</strong></h1><table>${rows}</table><p><a href="https://example.com">site</a></p>` +
        '<img src="https://cdn.example.com/a.png"><ul><li><p>one</p></li></ul><blockquote><p>q</p></blockquote>',
    );
  });

  it('removes scripts with their contents, event handlers and styles', () => {
    expect(sanitizeHtml('<p>Hi<script>alert(1)</script> there</p>')).toBe('<p>Hi there</p>');
    expect(sanitizeHtml('<img src="https://x.example/a.png" onerror="alert(1)">')).toBe(
      '<img src="https://x.example/a.png">',
    );
    expect(sanitizeHtml('<p style="color:red" onclick="steal()" class="x">text</p>')).toBe('<p>text</p>');
    expect(sanitizeHtml('<style>body{display:none}</style><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeHtml('<iframe src="https://evil.example"></iframe><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeHtml('<SCRIPT SRC=//evil.example/x.js></SCRIPT>safe')).toBe('safe');
    expect(sanitizeHtml('<script>never closed <p>hidden')).toBe('');
  });

  it('removes javascript: and other links, however they are disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'javascript&colon;alert(1)',
      '&#106;avascript:alert(1)',
      '&#x6A;avascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      '//evil.example/',
      '/relative',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
    expect(sanitizeHtml('<img src="javascript:alert(1)">')).toBe('');
    expect(sanitizeHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('');
  });

  it('unwraps unknown tags, drops comments and closes what was left open', () => {
    expect(sanitizeHtml('<div><span>Hello</span> <b>bold</b> <i>it</i></div>')).toBe(
      'Hello <strong>bold</strong> <em>it</em>',
    );
    expect(sanitizeHtml('<p>a<!-- <script>x</script> -->b</p>')).toBe('<p>ab</p>');
    expect(sanitizeHtml('<p><strong>open')).toBe('<p><strong>open</strong></p>');
    expect(sanitizeHtml('<p>a</strong>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeHtml('<svg><script>alert(1)</script><text>hi</text></svg>')).toBe('hi');
  });

  it('escapes stray markup characters and keeps entities', () => {
    expect(sanitizeHtml('1 < 2 & 3 > 2 &amp; &copy;')).toBe('1 &lt; 2 &amp; 3 &gt; 2 &amp; &copy;');
    expect(sanitizeHtml('<a href="https://e.example/?q=&quot;x&quot;">q</a>')).toBe(
      '<a href="https://e.example/?q=&quot;x&quot;">q</a>',
    );
    expect(sanitizeHtml('<p title="x>y">t</p><img src="https://e.example/a.png" alt="a"b">')).toBe(
      '<p>t</p><img src="https://e.example/a.png" alt="a">',
    );
    expect(sanitizeHtml('<scr<script>ipt>alert(1)</script>')).toBe('ipt&gt;alert(1)');
  });
});
