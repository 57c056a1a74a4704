import { describe, expect, it } from 'vitest';
import { TEXTS, textOf, textsFor } from './index.ts';

describe('text catalogue', () => {
  it('has a non-empty zh and en text for every key', () => {
    const incomplete = Object.entries(TEXTS)
      .filter(([, [zh, en]]) => zh.trim() === '' || en.trim() === '')
      .map(([key]) => key);
    expect(incomplete).toEqual([]);
  });

  it('uses dotted area.key names', () => {
    const odd = Object.keys(TEXTS).filter((key) => !/^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/.test(key));
    expect(odd).toEqual([]);
  });

  it('gives each language its whole catalogue', () => {
    const keys = Object.keys(TEXTS);
    expect(Object.keys(textsFor('zh'))).toEqual(keys);
    expect(Object.keys(textsFor('en'))).toEqual(keys);
    expect(textOf('common.login', 'en')).toBe('Log in');
    expect(textOf('common.login', 'zh')).toBe('登录');
    expect(textOf('no.such.key', 'en')).toBe('no.such.key');
  });

  it('gives each application stage one name in the portal, the console and the inbox', () => {
    const texts = TEXTS as Record<string, readonly [string, string]>;
    for (const stage of [10, 20, 30, 40, 50, 60, 70]) {
      const [zh, en] = texts[`apply.stage.${stage}`] ?? ['', ''];
      expect(texts[`console.applications.stage.${stage}`], `stage ${stage}`).toEqual([zh, en]);
      for (const kind of ['reached', 'movedBack']) {
        const message = texts[`inbox.applications.${kind}.${stage}`];
        // one name per stage: the inbox quotes the stage's own name
        if (message) expect(message[0], `${kind} ${stage}`).toContain(`“${zh}”`);
      }
    }
  });

  it('names the GWP unit one way per language on every page (cards, record, phone summary)', () => {
    const units = Object.entries(TEXTS).filter(([key]) => key.endsWith('.gwpUnit'));
    expect(units.length).toBeGreaterThanOrEqual(3);
    expect(new Set(units.map(([, [zh]]) => zh))).toEqual(new Set(['kg CO₂当量/吨']));
    expect(new Set(units.map(([, [, en]]) => en))).toEqual(new Set(['kg CO₂-eq/t']));
  });

  it('says "1 message", not "1 messages": an English count of a plural has its singular', () => {
    // i18next picks `key_one` for a count of 1 in English; Chinese has one form only.
    const counted = /\{\{count\}\}\s+(?:[a-z]+\s+)?[A-Za-z]*[a-z]s\b|\{\{count\}\} entries/;
    const keys = Object.keys(TEXTS) as (keyof typeof TEXTS)[];
    const missing = keys.filter(
      (key) =>
        !key.endsWith('_one') &&
        counted.test(TEXTS[key][1]) &&
        !keys.includes(`${key}_one` as keyof typeof TEXTS),
    );
    expect(missing).toEqual([]);
    const hedged = keys.filter((key) => /\(s\)/.test(TEXTS[key][1].replace(/https?\(s\)|http\(s\)/g, '')));
    expect(hedged).toEqual([]);
  });
});
