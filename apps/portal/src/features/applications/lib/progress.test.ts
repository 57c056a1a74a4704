import { describe, expect, it } from 'vitest';
import {
  contractDecidable,
  contractStatusText,
  contractTableShown,
  correctionAsked,
  currentIndex,
  productNamesOf,
  quoteDecidable,
  quoteShown,
  quoteStatusText,
  STAGES,
  stepViews,
  toolAddress,
} from './progress.ts';

describe('the seven steps', () => {
  it('has the stages of spec 02 §4 in order', () => {
    expect(STAGES).toEqual([10, 20, 30, 40, 50, 60, 70]);
    expect(currentIndex(30)).toBe(2);
    expect(currentIndex(35)).toBe(-1);
  });

  it('marks the steps up to the current one done', () => {
    expect(stepViews(30).map((s) => s.done)).toEqual([true, true, true, false, false, false, false]);
    expect(stepViews(70).every((s) => s.done)).toBe(true);
    expect(stepViews(10).map((s) => s.title)).toEqual([
      'apply.stage.10',
      'apply.stage.20',
      'apply.stage.30',
      'apply.stage.40',
      'apply.stage.50',
      'apply.stage.60',
      'apply.stage.70',
    ]);
  });

  it('puts the date, actor and note under the reached steps only', () => {
    const views = stepViews(20, [
      { stage: 10, done: true, reachedAt: '2026-03-01T02:00:00.000Z', by: 'applicant', note: null },
      {
        stage: 20,
        done: true,
        reachedAt: '2026-03-04T02:00:00.000Z',
        by: 'secretariat',
        note: '  accepted ',
      },
      // A stage reached before the application moved back is not shown as reached.
      { stage: 30, done: false, reachedAt: '2026-03-05T02:00:00.000Z', by: 'secretariat', note: 'x' },
    ]);
    expect(views[0]).toMatchObject({
      stage: 10,
      reachedAt: '2026-03-01T02:00:00.000Z',
      by: 'applicant',
      note: null,
    });
    expect(views[1]).toMatchObject({ stage: 20, by: 'secretariat', note: 'accepted' });
    expect(views[2]).toMatchObject({ stage: 30, done: false, reachedAt: null, by: null, note: null });
  });
});

describe('productNamesOf', () => {
  it('reads the names of the epdList JSON', () => {
    expect(productNamesOf('{"epds":[{"epdProductName":"Rebar"},{"epdProductName":" Wire rod "}]}')).toEqual([
      'Rebar',
      'Wire rod',
    ]);
  });

  it('reads anything else as no names', () => {
    for (const text of ['', 'null', '{', '[]', '{"epds":{}}', '{"epds":[{"epdProductName":3},null,""]}']) {
      expect(productNamesOf(text), text).toEqual([]);
    }
  });
});

describe('quotes and contracts (spec 02 §4)', () => {
  it('offers a quote decision only at 1 and shows a panel only with a PDF past 0', () => {
    expect([0, 1, 2, 3].map(quoteDecidable)).toEqual([false, true, false, false]);
    expect(quoteShown(0, 5)).toBe(false);
    expect(quoteShown(1, null)).toBe(false);
    expect(quoteShown(3, 5)).toBe(true);
  });

  it('shows the contract table above 1 and offers a decision only at 2', () => {
    expect([0, 1, 2, 3, 4].map(contractTableShown)).toEqual([false, false, true, true, true]);
    expect([0, 1, 2, 3, 4].map(contractDecidable)).toEqual([false, false, true, false, false]);
  });

  it('says each status in words, an unknown one as not issued', () => {
    expect([0, 1, 2, 3, 9].map(quoteStatusText)).toEqual([
      'apply.price.status0',
      'apply.price.status1',
      'apply.price.status2',
      'apply.price.status3',
      'apply.price.status0',
    ]);
    expect([2, 4, -1].map(contractStatusText)).toEqual([
      'apply.contract.status2',
      'apply.contract.status4',
      'apply.contract.status0',
    ]);
  });

  it('asks for re-uploads only at LCA validation status 2', () => {
    expect([0, 1, 2].map(correctionAsked)).toEqual([false, false, true]);
  });
});

describe('toolAddress', () => {
  it('adds the token as epdToken and keeps the address query', () => {
    expect(toolAddress('https://tool.example/app?lang=zh', 'a b')).toBe(
      'https://tool.example/app?lang=zh&epdToken=a+b',
    );
    expect(toolAddress('http://tool.example', 't')).toBe('http://tool.example/?epdToken=t');
  });

  it('refuses what is not an http(s) address', () => {
    expect(toolAddress('javascript:alert(1)', 't')).toBeNull();
    expect(toolAddress('tool.example', 't')).toBeNull();
  });
});
