import { describe, expect, it } from 'vitest';
import { richTextToPlain, sanitizeRichText } from './rich-text.ts';

const clean = (html: string) => sanitizeRichText(html);
/** No way to run script is left in the answer, whatever its spelling. */
const expectInert = (html: string) => {
  const out = clean(html).toLowerCase();
  expect(out).not.toMatch(
    /<script|<style|<iframe|<object|<embed|<form|<svg|<math|<template|<base|<meta|<link/,
  );
  expect(out).not.toMatch(/\son[a-z]+\s*=/);
  expect(out).not.toMatch(/javascript:|vbscript:|data:text|expression\(|url\(/);
  return clean(html);
};

describe('the rich-text allow-list', () => {
  it('keeps headings, paragraphs, lists, tables, links and images', () => {
    const html =
      '<h2>标题</h2><p style="text-align: center">居中 <strong>加粗</strong> <em>斜体</em></p>' +
      '<ul><li>一</li></ul><table><thead><tr><th colspan="2">表头</th></tr></thead>' +
      '<tbody><tr><td>1</td><td>2</td></tr></tbody></table>' +
      '<p><a href="https://www.worldsteel.org/">link</a> <a href="mailto:epd@example.org">mail</a></p>' +
      '<img src="/api/n/attachment/online/12" alt="cover" width="320" height="200">';
    expect(clean(html)).toBe(
      '<h2>标题</h2><p style="text-align:center">居中 <strong>加粗</strong> <em>斜体</em></p>' +
        '<ul><li>一</li></ul><table><thead><tr><th colspan="2">表头</th></tr></thead>' +
        '<tbody><tr><td>1</td><td>2</td></tr></tbody></table>' +
        '<p><a href="https://www.worldsteel.org/" target="_blank" rel="noopener noreferrer">link</a> ' +
        '<a href="mailto:epd@example.org" target="_blank" rel="noopener noreferrer">mail</a></p>' +
        '<img src="/api/n/attachment/online/12" alt="cover" width="320" height="200" />',
    );
  });

  it('drops script, style, frames, objects, forms and their content', () => {
    const out = expectInert(
      '<p>a</p><script>alert(1)</script><style>p{color:red}</style><iframe src="https://evil.example"></iframe>' +
        '<object data="x.swf"></object><embed src="x.swf"><form action="/steal"><input name="p"><button>go</button></form>' +
        '<noscript><p>ns</p></noscript><template><p>tpl</p></template><base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example"><p>b</p>',
    );
    expect(out).toBe('<p>a</p>go<p>b</p>');
  });

  it('drops every event handler attribute, in any case and spacing', () => {
    expect(expectInert('<p onclick="steal()" ONMOUSEOVER=steal() onfocus =x>text</p>')).toBe('<p>text</p>');
    expect(expectInert('<img src=x onerror="window.__pwned=1">')).toBe('<img src="x" />');
    expect(expectInert('<a href="https://a.example" onmouseover="x()">a</a>')).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a>',
    );
  });

  it.each([
    ['plain', 'javascript:alert(1)'],
    ['upper case', 'JaVaScRiPt:alert(1)'],
    ['hex entity', 'jav&#x61;script:alert(1)'],
    ['decimal entity', 'jav&#97;script:alert(1)'],
    ['entity without semicolon', 'jav&#x61script:alert(1)'],
    ['named entity colon', 'javascript&colon;alert(1)'],
    ['tab inside', 'java\tscript:alert(1)'],
    ['newline inside', 'java\nscript:alert(1)'],
    ['entity tab inside', 'java&#x09;script:alert(1)'],
    ['leading spaces and controls', ' \u0001javascript:alert(1)'],
    ['vbscript', 'vbscript:msgbox(1)'],
    ['data html', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['protocol relative', '//evil.example/x'],
  ])('drops a %s link', (_name, href) => {
    const out = expectInert(`<a href="${href}">x</a>`);
    expect(out).toBe('<a target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('leaves a percent-encoded scheme as a harmless relative address', () => {
    // A browser never decodes %3A in a scheme: this is a relative path, not a javascript: link.
    const out = expectInert('<a href="javascript%3Aalert(1)">x</a>');
    expect(out).toContain('href="javascript%3Aalert(1)"');
  });

  it('keeps inline raster images only', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(clean(`<img src="${png}">`)).toBe(`<img src="${png}" />`);
    expect(clean('<img src="data:image/webp;base64,UklGRg==">')).toBe(
      '<img src="data:image/webp;base64,UklGRg==" />',
    );
    expect(expectInert('<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">x')).toBe('x');
    expect(expectInert('<img src="data:text/html,<script>alert(1)</script>">x')).toBe('x');
    expect(expectInert('<img src="javascript:alert(1)">x')).toBe('x');
    expect(expectInert(`<a href="${png}">x</a>`)).toBe('<a target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('drops SVG with whatever it carries', () => {
    expect(
      expectInert(
        '<p>a</p><svg onload="alert(1)"><script>alert(2)</script><foreignObject><p>in</p></foreignObject>' +
          '<a xlink:href="javascript:alert(3)"><text>t</text></a></svg><p>b</p>',
      ),
    ).toBe('<p>a</p><p>b</p>');
    expect(expectInert('<math><mtext><img src=x onerror=alert(1)></mtext></math>z')).toBe('z');
  });

  it('keeps only text alignment of styles', () => {
    expect(
      expectInert(
        '<p style="text-align:right;background:url(javascript:alert(1));width:expression(alert(1))">r</p>',
      ),
    ).toBe('<p style="text-align:right">r</p>');
    expect(expectInert('<p style="text-align: expression(alert(1))">r</p>')).toBe('<p>r</p>');
    expect(expectInert('<span style="position:fixed;top:0">s</span>')).toBe('<span>s</span>');
  });

  it('is not fooled by nested or broken tags', () => {
    expectInert('<scr<script>ipt>alert(1)</scr</script>ipt>');
    expectInert('<<script>script>alert(1)<</script>/script>');
    expectInert('<img src="x" alt="a"onerror="alert(1)">');
    expectInert('<img/src="x"/onerror=alert(1)>');
    expectInert('<p title="</p><script>alert(1)</script>">t</p>');
    expectInert('<!--<img src=x onerror=alert(1)>-->');
    expectInert('<a href="https://ok.example"<script>alert(1)</script>>x</a>');
    expectInert('<div><style><img src=x onerror=alert(1)></style></div>');
    expectInert('<textarea><img src=x onerror=alert(1)></textarea>');
    // What is left is escaped text, never markup.
    expect(clean('<p title="</p><script>alert(1)</script>">t</p>')).not.toContain('<script');
  });

  it('can leave images out (PCR descriptions)', () => {
    expect(sanitizeRichText('<p>a<img src="https://x.example/a.png"></p>', { images: false })).toBe(
      '<p>a</p>',
    );
  });

  it('gives the visible text of HTML', () => {
    expect(richTextToPlain('<h2>标题</h2>\n<p>一 <b>二</b></p><script>alert(1)</script>')).toBe('标题 一 二');
  });
});
