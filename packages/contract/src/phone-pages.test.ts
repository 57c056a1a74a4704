import { describe, expect, it } from 'vitest';
import { phonePageOf } from './phone-pages.ts';

describe('phonePageOf', () => {
  it('knows the summary and the report with their ids', () => {
    expect(phonePageOf('/app/epd/EPD2025001')).toEqual({ page: 'epdSummary', id: 'EPD2025001' });
    expect(phonePageOf('/apppdf/abc-1/')).toEqual({ page: 'epdReport', id: 'abc-1' });
    expect(phonePageOf('/app/epd/%E9%92%A2')).toEqual({ page: 'epdSummary', id: '钢' });
    expect(phonePageOf('/Loginapp')).toEqual({ page: 'login', id: '' });
    expect(phonePageOf('/appLogin')).toEqual({ page: 'loginAlias', id: '' });
    expect(phonePageOf('/appLoginform/')).toEqual({ page: 'loginForm', id: '' });
  });

  it('leaves every other path to the portal', () => {
    for (const path of [
      '/',
      '/app/epd',
      '/app/epd/',
      '/app/epd/a/b',
      '/App/epd/a',
      '/apppdf',
      '/loginapp',
      '/Loginapp/x',
      '/userinfo',
      '/app/epd/%E9%9',
    ])
      expect(phonePageOf(path)).toBeNull();
  });
});
