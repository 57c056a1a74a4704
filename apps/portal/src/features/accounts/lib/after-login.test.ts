import { describe, expect, it } from 'vitest';
import { afterLogin } from './after-login.ts';

const named = { userName: 'Li', companyName: null };

describe('after login', () => {
  it('asks for the supplement form when the user has no user name', () => {
    expect(afterLogin({ userName: null, companyName: null }, '/news', '/')).toEqual({ kind: 'supplement' });
    expect(afterLogin({ userName: '  ', companyName: '' }, null, '/')).toEqual({ kind: 'supplement' });
    // A phone registration named its company only: its answers are still owed (decision 198).
    expect(afterLogin({ userName: null, companyName: 'Steel Co' }, null, '/news')).toEqual({
      kind: 'supplement',
    });
  });

  it('does not ask when the user name is there', () => {
    expect(afterLogin(named, null, '/news').kind).toBe('navigate');
    expect(afterLogin({ ...named, companyName: 'Steel Co' }, null, '/news').kind).toBe('navigate');
  });

  it('goes to the remembered page', () => {
    expect(afterLogin(named, '/pcr/pcrSearch?content=steel', '/')).toEqual({
      kind: 'navigate',
      to: '/pcr/pcrSearch?content=steel',
    });
  });

  it('goes home when the remembered page is /Result or /', () => {
    expect(afterLogin(named, '/Result', '/news')).toEqual({ kind: 'navigate', to: '/' });
    expect(afterLogin(named, '/Result?type=1', '/news')).toEqual({ kind: 'navigate', to: '/' });
    expect(afterLogin(named, '/', '/news')).toEqual({ kind: 'navigate', to: '/' });
  });

  it('stays on the current page when nothing is remembered', () => {
    expect(afterLogin(named, null, '/news')).toEqual({ kind: 'navigate', to: '/news' });
    expect(afterLogin(named, null, '/register')).toEqual({ kind: 'navigate', to: '/' });
  });

  it('never leaves the site', () => {
    expect(afterLogin(named, 'https://evil.example/', '/news')).toEqual({ kind: 'navigate', to: '/news' });
    expect(afterLogin(named, '//evil.example/', '/')).toEqual({ kind: 'navigate', to: '/' });
  });
});
