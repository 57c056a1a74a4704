import { describe, expect, it } from 'vitest';
import { resultTextsOf } from './result-page.tsx';

describe('/Result: which text shows', () => {
  it.each([
    ['4', null, 'result.passwordTitle'],
    ['5', null, 'result.logoffTitle'],
    ['6', null, 'result.feedbackTitle'],
    ['7', null, 'result.registerTitle'],
    ['EPD', '1', 'result.epdTitle'],
    ['CFP', '1', 'result.cfpTitle'],
    ['10', '1', 'result.lowCarbonTitle'],
    ['6', '1', 'result.verificationTitle'],
    [null, '1', 'result.verificationTitle'],
    ['7', '2', 'result.pcrTitle'],
    [null, null, 'result.noneTitle'],
    ['anything', null, 'result.noneTitle'],
  ])('stored %s with type %s shows %s', (code, type, title) => {
    expect(resultTextsOf(code, type).texts.title).toBe(title);
  });

  it.each([
    ['EPD', '1', '/Epd/mineEpd?type=EPD'],
    ['CFP', '1', '/Epd/mineEpd?type=PCR'],
    ['10', '1', '/steelMill'],
    [null, '1', '/myLists'],
    ['7', '2', '/Pcr/minePcr'],
  ])('stored %s with type %s leads on to %s', (code, type, to) => {
    const { texts } = resultTextsOf(code, type);
    expect('next' in texts && texts.next && 'to' in texts.next ? texts.next.to : null).toBe(to);
  });

  it('leads a finished registration and a changed password to the login', () => {
    for (const code of ['7', '4']) {
      const { texts } = resultTextsOf(code, null);
      expect('next' in texts && texts.next && 'login' in texts.next).toBe(true);
    }
  });
});
