import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMobileToast } from '../../../../components/mobile/use-mobile-toast.tsx';
import type { PhonePageProps } from '../../../../lib/page.ts';
import { goBack, goTo } from '../../../../lib/phone-nav.ts';
import { clearSession, getToken } from '../../../../lib/session.ts';
import { fetchReport, recordAccess } from '../api/epd-calls.ts';
import { loginPathFor } from '../lib/epd-view.ts';
import { loadPdfjs, type OpenedPdf, openPdf, renderPage } from '../lib/pdf-reader.ts';
import '../../../../components/mobile/mobile-form.css';
import '../mobile-epd.css';
import '../texts.ts';

/** Spec 01 §8: a failed PDF load shows its message for 3 seconds. */
const FAILED_MS = 3000;

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; doc: PDFDocumentProxy }
  | { kind: 'failed'; message: string };

/**
 * /apppdf/{businessId}: the full report, stamped by the server with the reader's account and
 * company name, drawn page by page with pdf.js. A token is required (spec 02 §2): without one
 * the visitor goes to the phone login, which comes back here.
 */
export default function AppPdfPage({ id }: PhonePageProps) {
  const { t } = useTranslation();
  const toast = useMobileToast();
  // The failure text in the current language, read when a failure happens: the effects below must
  // not run again (download the report again, count another view) when the texts change, as they
  // do once the server's texts arrive after load.
  const failedText = useRef('');
  failedText.current = t('mobilePdf.loadFailed');
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [pageNumber, setPageNumber] = useState(1);
  /** The page whose pixels are on the canvas (a journey waits for it before looking). */
  const [drawn, setDrawn] = useState(0);
  const canvas = useRef<HTMLCanvasElement>(null);
  const hasToken = getToken() !== null;

  useEffect(() => {
    if (!hasToken) goTo(loginPathFor(id), { replace: true });
  }, [hasToken, id]);

  useEffect(() => {
    if (!hasToken) return;
    const controller = new AbortController();
    let opened: OpenedPdf | undefined;
    // pdf.js comes while the report downloads; a failure shows when the report is opened.
    loadPdfjs().catch(() => undefined);
    fetchReport(id, controller.signal)
      .then(openPdf)
      .then(
        (pdf) => {
          opened = pdf;
          if (controller.signal.aborted) return void pdf.close();
          setState({ kind: 'ready', doc: pdf.doc });
          recordAccess('ProductPdf', id);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const status = (error as { status?: number }).status;
          const message = error instanceof Error ? error.message : '';
          setState({ kind: 'failed', message });
          toast.show(failedText.current, 'warning', FAILED_MS);
          // The session ended meanwhile: log in again and come back here.
          if (status === 401) {
            clearSession();
            setTimeout(() => goTo(loginPathFor(id), { replace: true }), FAILED_MS);
          }
        },
      );
    return () => {
      controller.abort();
      void opened?.close();
    };
  }, [hasToken, id, toast.show]);

  useEffect(() => {
    if (state.kind !== 'ready' || !canvas.current) return;
    const target = canvas.current;
    let task: RenderTask | undefined;
    let cancelled = false;
    const draw = () => {
      task?.cancel();
      renderPage(state.doc, pageNumber, target, target.clientWidth).then(
        (started) => {
          if (cancelled) return started.cancel();
          task = started;
          started.promise.then(
            () => setDrawn(pageNumber),
            () => undefined,
          );
        },
        () => toast.show(failedText.current, 'warning', FAILED_MS),
      );
    };
    draw();
    window.addEventListener('resize', draw);
    return () => {
      cancelled = true;
      window.removeEventListener('resize', draw);
      task?.cancel();
    };
  }, [state, pageNumber, toast.show]);

  const total = state.kind === 'ready' ? state.doc.numPages : 0;

  return (
    <main className="m-pdf" data-testid="mobile-pdf" data-state={state.kind}>
      <header className="m-pdf__bar">
        <button type="button" className="m-pdf__back" onClick={() => goBack()} data-testid="pdf-back">
          ‹ {t('mobilePdf.back')}
        </button>
        <span>{t('page.appPdf')}</span>
      </header>
      {state.kind === 'failed' ? null : <p className="m-pdf__note">{t('mobilePdf.watermarkNote')}</p>}
      <section className="m-pdf__stage">
        {state.kind === 'loading' ? <p className="m-pdf__status">{t('mobilePdf.loading')}</p> : null}
        {state.kind === 'failed' ? (
          <p className="m-pdf__status" data-testid="pdf-failed">
            {state.message || t('mobilePdf.loadFailed')}
          </p>
        ) : null}
        {state.kind === 'ready' ? (
          <canvas
            ref={canvas}
            className="m-pdf__canvas"
            data-testid="pdf-canvas"
            data-page={pageNumber}
            data-drawn={drawn === pageNumber}
          />
        ) : null}
      </section>
      {state.kind === 'ready' ? (
        <nav className="m-pdf__pager">
          <button
            type="button"
            className="m-pdf__turn"
            disabled={pageNumber <= 1}
            onClick={() => setPageNumber((n) => Math.max(1, n - 1))}
            data-testid="pdf-previous"
          >
            {t('mobilePdf.previous')}
          </button>
          <span className="m-pdf__page" data-testid="pdf-page">
            {t('mobilePdf.pageOf', { current: pageNumber, total })}
          </span>
          <button
            type="button"
            className="m-pdf__turn"
            disabled={pageNumber >= total}
            onClick={() => setPageNumber((n) => Math.min(total, n + 1))}
            data-testid="pdf-next"
          >
            {t('mobilePdf.next')}
          </button>
        </nav>
      ) : null}
      {toast.node}
    </main>
  );
}
