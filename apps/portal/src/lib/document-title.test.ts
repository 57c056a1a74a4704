import { describe, expect, it } from 'vitest';
import { documentTitle } from './document-title.ts';

describe('document title', () => {
  it('names the page before the site', () => {
    expect(documentTitle('个人中心', '钢铁行业EPD平台')).toBe('个人中心 - 钢铁行业EPD平台');
    expect(documentTitle('Personal centre', 'Steel EPD Platform')).toBe(
      'Personal centre - Steel EPD Platform',
    );
  });

  it('is the site alone without a page title', () => {
    expect(documentTitle(null, 'Steel EPD Platform')).toBe('Steel EPD Platform');
    expect(documentTitle('', 'Steel EPD Platform')).toBe('Steel EPD Platform');
    expect(documentTitle('Steel EPD Platform', 'Steel EPD Platform')).toBe('Steel EPD Platform');
  });
});
