import { ATTACHMENT_FILE_FIELD, TEXTS, type TextKey, textOf } from '@steel-epd/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { createFileClient, fileNameOf } from './file-client.ts';
import { setKnownTexts } from './known-texts.ts';

setKnownTexts(TEXTS);

const respond = (status: number, body: unknown, type = 'application/json') =>
  vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': type },
      }),
  );

const client = (onUnauthorized = vi.fn()) => ({
  onUnauthorized,
  files: createFileClient({
    headers: () => ({ 'Accept-Language': 'en', Authorization: 'Bearer abc' }),
    translate: (key: TextKey) => textOf(key, 'en'),
    onUnauthorized,
  }),
});

const file = () => new File(['%PDF-1.4'], '报告.pdf', { type: 'application/pdf' });

/** The rejection of a promise that must reject. */
const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a rejection');
};

afterEach(() => vi.unstubAllGlobals());

describe('createFileClient', () => {
  it('uploads the text fields before the file, with the headers, and answers the id', async () => {
    const fetchMock = respond(200, { code: 1, message: 'ok', data: { id: 42 } });
    vi.stubGlobal('fetch', fetchMock);
    expect(
      await client().files.upload(
        '/api/p/attachment/upload',
        { businessType: 'LCA', reportType: 'data' },
        file(),
      ),
    ).toBe(42);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/p/attachment/upload');
    expect(init?.method).toBe('POST');
    expect(init?.cache).toBe('no-store');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer abc');
    const form = init?.body as FormData;
    expect([...form.keys()]).toEqual(['businessType', 'reportType', ATTACHMENT_FILE_FIELD]);
    expect((form.get(ATTACHMENT_FILE_FIELD) as File).name).toBe('报告.pdf');
  });

  it("rejects a refusal with the server's message, and an answer without an id as a generic failure", async () => {
    vi.stubGlobal(
      'fetch',
      respond(400, { code: 0, message: 'Only PDF files', data: null, error: 'VALIDATION_FAILED' }),
    );
    const refused = await refusal(client().files.upload('/u', { businessType: 'LCA' }, file()));
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused.message).toBe('Only PDF files');
    vi.stubGlobal('fetch', respond(200, { code: 1, message: 'ok', data: { name: 'x' } }));
    expect((await refusal(client().files.upload('/u', {}, file()))).message).toBe(
      textOf('http.generic', 'en'),
    );
  });

  it('calls the app on a 401 and turns a lost connection into http.other', async () => {
    vi.stubGlobal('fetch', respond(401, { code: 402, message: 'Please log in first', data: null }));
    const { files, onUnauthorized } = client();
    await refusal(files.fetchFile('/api/c/attachments/1'));
    expect(onUnauthorized).toHaveBeenCalledOnce();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const lost = await refusal(files.fetchFile('/api/c/attachments/1'));
    expect(lost.message).toBe(textOf('http.other', 'en'));
    expect(lost.status).toBe(0);
  });

  it("answers the server's name of a file, the Chinese one of filename* first (issue 29)", async () => {
    const name = '热轧带肋钢筋 HRB400E-SEPD-2026-0045-zh.pdf';
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('%PDF-1.4', {
            status: 200,
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': `attachment; filename="______ HRB400E-SEPD-2026-0045-zh.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
            },
          }),
      ),
    );
    const answer = await client().files.fetchNamedFile('/api/p/attachment/download/business/EPD/3');
    expect(answer.fileName).toBe(name);
    expect(fileNameOf('attachment; filename="plain.pdf"')).toBe('plain.pdf');
    expect(fileNameOf(null)).toBeNull();
  });

  it("answers a file route's bytes", async () => {
    vi.stubGlobal('fetch', respond(200, '%PDF-1.4 bytes', 'application/pdf'));
    const blob = await client().files.fetchFile('/api/p/attachment/download/3');
    expect(await blob.text()).toBe('%PDF-1.4 bytes');
  });
});

/** A stand-in XMLHttpRequest: it reports two steps of upload progress, then the answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  static answer: { status: number; body: string } = { status: 200, body: '' };
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  headers: Record<string, string> = {};
  status = 0;
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;
  url = '';
  open(_method: string, url: string) {
    this.url = url;
    FakeXhr.last = this;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(_body: FormData) {
    queueMicrotask(() => {
      if (this.aborted) return;
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
      this.status = FakeXhr.answer.status;
      this.responseText = FakeXhr.answer.body;
      this.onload?.();
    });
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
}

describe('an upload with progress', () => {
  it('reports the share sent and answers the id, with the same headers', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = { status: 200, body: JSON.stringify({ code: 1, message: 'ok', data: { id: 42 } }) };
    const seen: number[] = [];
    const id = await client().files.upload('/u', { businessType: 'LCA' }, file(), undefined, (s) =>
      seen.push(s),
    );
    expect(id).toBe(42);
    expect(seen).toEqual([0.5, 1]);
    expect(FakeXhr.last?.headers).toMatchObject({ Authorization: 'Bearer abc', 'Accept-Language': 'en' });
  });

  it('is cancelled by its signal, and a refusal is the envelope’s error', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const abort = new AbortController();
    const pending = client().files.upload('/u', {}, file(), abort.signal, () => {});
    abort.abort();
    await expect(pending).rejects.toBeDefined();
    expect(FakeXhr.last?.aborted).toBe(true);
    FakeXhr.answer = {
      status: 413,
      body: JSON.stringify({
        code: 1303,
        message: 'The file is too large',
        data: null,
        error: 'UPLOAD_TOO_LARGE',
      }),
    };
    const refused = await refusal(client().files.upload('/u', {}, file(), undefined, () => {}));
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused.message).toBe('The file is too large');
  });
});
