import zlib from 'node:zlib';
import { referenceRoutes } from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';
import { acceptedCoding, answerBytes, matchesEtag, preparedAnswers } from './prepared-answers.ts';

describe('prepared answers', () => {
  it('reads the accepted coding and If-None-Match', () => {
    expect(acceptedCoding(undefined)).toBeNull();
    expect(acceptedCoding('identity')).toBeNull();
    expect(acceptedCoding('gzip;q=0.5, br;q=1')).toBe('br');
    expect(acceptedCoding('br;q=0, gzip;q=0')).toBeNull();
    expect(acceptedCoding('*')).toBe('gzip');
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
  });

  it('reads again after a write in this process at once, and after the maximum age otherwise', async () => {
    let version = 0;
    let clock = 0;
    let stored = 'first';
    let reads = 0;
    const answers = preparedAnswers(referenceRoutes.qrShow, {
      version: () => version,
      maxAgeMs: 1000,
      now: () => clock,
    });
    const load = () => {
      reads += 1;
      return { fieldValue: stored };
    };
    const text = async () => JSON.parse((await answers.get('', 'en', load)).json.toString()).data.fieldValue;
    expect(await text()).toBe('first');
    stored = 'second';
    expect(await text()).toBe('first');
    expect(reads).toBe(1);
    version += 1;
    expect(await text()).toBe('second');
    expect(reads).toBe(2);

    // Changed by someone else: still the old answer until the maximum age, then read again
    // while the old one is sent, and the new one after that.
    stored = 'third';
    clock = 999;
    expect(await text()).toBe('second');
    expect(reads).toBe(2);
    clock = 1001;
    expect(await text()).toBe('second');
    await new Promise((resolve) => setImmediate(resolve));
    expect(reads).toBe(3);
    expect(await text()).toBe('third');
  });

  it('keeps answer bytes without an ETag, compressed once at the first ask of each coding', () => {
    const big = answerBytes(referenceRoutes.qrShow, { fieldValue: 'x'.repeat(2000) }, 'en');
    expect(big.etag).toBeNull();
    expect(big.compressible).toBe(true);
    const br = big.coded('br');
    expect(big.coded('br')).toBe(br);
    expect(zlib.brotliDecompressSync(br).equals(big.json)).toBe(true);
    expect(zlib.gunzipSync(big.coded('gzip')).equals(big.json)).toBe(true);
    expect(JSON.parse(big.json.toString()).data.fieldValue).toHaveLength(2000);
    expect(answerBytes(referenceRoutes.qrShow, { fieldValue: 'x' }, 'en').compressible).toBe(false);
  });
});
