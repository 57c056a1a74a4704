import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useMobileToast } from '../../../components/mobile/use-mobile-toast.tsx';
import type { PageProps } from '../../../lib/page.ts';
import { clearSession, getToken } from '../../../lib/session.ts';
import { fetchReport, recordAccess } from '../api/epd-calls.ts';
import { loginPathFor } from '../lib/epd-view.ts';
import { type OpenedPdf, openPdf, renderPage } from '../lib/pdf-reader.ts';
import '../../../components/mobile/mobile-form.css';
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
export default function AppPdfPage(_: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const toast = useMobileToast();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [pageNumber, setPageNumber] = useState(1);
  /** The page whose pixels are on the canvas (a journey waits for it before looking). */
  const [drawn, setDrawn] = useState(0);
  const canvas = useRef<HTMLCanvasElement>(null);
  const hasToken = getToken() !== null;

  useEffect(() => {
    if (!hasToken) void navigate(loginPathFor(id), { replace: true });
  }, [hasToken, id, navigate]);

  useEffect(() => {
    if (!hasToken) return;
    const controller = new AbortController();
    let opened: OpenedPdf | undefined;
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
          toast.show(t('mobilePdf.loadFailed'), 'warning', FAILED_MS);
          // The session ended meanwhile: log in again and come back here.
          if (status === 401) {
            clearSession();
            setTimeout(() => void navigate(loginPathFor(id), { replace: true }), FAILED_MS);
          }
        },
      );
    return () => {
      controller.abort();
      void opened?.close();
    };
  }, [hasToken, id, navigate, t, toast.show]);

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
        () => toast.show(t('mobilePdf.loadFailed'), 'warning', FAILED_MS),
      );
    };
    draw();
    window.addEventListener('resize', draw);
    return () => {
      cancelled = true;
      window.removeEventListener('resize', draw);
      task?.cancel();
    };
  }, [state, pageNumber, t, toast.show]);

  const total = state.kind === 'ready' ? state.doc.numPages : 0;
  const back = () => (window.history.length > 1 ? void navigate(-1) : void navigate('/'));

  return (
    <main className="m-pdf" data-testid="mobile-pdf" data-state={state.kind}>
      <header className="m-pdf__bar">
        <button type="button" className="m-pdf__back" onClick={back} data-testid="pdf-back">
          ‹ {t('mobilePdf.back')}
        </button>
        <span>{t('page.appPdf')}</span>
      </header>
      {state.kind === 'ready' ? <p className="m-pdf__note">{t('mobilePdf.watermarkNote')}</p> : null}
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
