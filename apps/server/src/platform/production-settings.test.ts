import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';

/** Issue 28: the settings a deployment behind proxies, on PostgreSQL, must get right. */
describe('production settings', () => {
  const PG = 'postgres://u@db.example:5432/epd';

  it('takes TRUST_PROXY as a hop count or proxy addresses, and refuses "trust every hop"', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      '::1',
    ]);
    for (const bad of ['true', 'yes', '10.0.0.0/8,nginx', '1.2.3']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(
        /TRUST_PROXY: must be a number of proxy hops/,
      );
    }
  });

  it('loads the demo user with the README password only on the embedded default', () => {
    expect(loadConfig({}).DEMO).toBe('readme');
    expect(loadConfig({ DEMO_CONTENT: 'off' }).DEMO).toBe('off');
    expect(loadConfig({ DATABASE_URL: PG }).DEMO).toBe('off');
    expect(loadConfig({ DATABASE_URL: PG, DEMO_CONTENT: 'on' }).DEMO).toBe('generated');
    const production = { APP_MODE: 'production', PUBLIC_BASE_URL: 'https://epd.example.org' };
    expect(loadConfig(production).DEMO).toBe('off');
    expect(loadConfig({ ...production, DEMO_CONTENT: 'on' }).DEMO).toBe('generated');
  });

  it('refuses to start in production without PUBLIC_BASE_URL', () => {
    expect(() => loadConfig({ APP_MODE: 'production' })).toThrow(
      /PUBLIC_BASE_URL: required when APP_MODE=production/,
    );
    expect(loadConfig({}).PUBLIC_BASE_URL).toBe('http://localhost:8080');
  });
});
