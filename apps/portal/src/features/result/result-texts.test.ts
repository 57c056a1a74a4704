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
    [null, null, 'result.verificationTitle'],
    ['anything', null, 'result.verificationTitle'],
  ])('stored %s with type %s shows %s', (code, type, title) => {
    expect(resultTextsOf(code, type).texts.title).toBe(title);
  });
});
