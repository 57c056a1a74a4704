import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';

export interface OpenedPdf {
  doc: PDFDocumentProxy;
  /** Ends the worker's hold on the document. */
  close: () => Promise<void>;
}

let pdfjsLoad: Promise<typeof import('pdfjs-dist')> | undefined;

/**
 * pdf.js, loaded only when a report is opened: its library and its worker are chunks of their
 * own, fetched by this dynamic import, so the summary page and the login never pay for them.
 * The report page starts it at once, beside the report's own download (issue 10: the two no
 * longer wait for each other on a slow link); later calls share that load.
 */
export const loadPdfjs = (): Promise<typeof import('pdfjs-dist')> => {
  pdfjsLoad ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(
    ([pdfjs, worker]) => {
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      return pdfjs;
    },
    (error: unknown) => {
      pdfjsLoad = undefined;
      throw error;
    },
  );
  return pdfjsLoad;
};

export const openPdf = async (bytes: ArrayBuffer): Promise<OpenedPdf> => {
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument({ data: new Uint8Array(bytes) });
  return { doc: await task.promise, close: () => task.destroy() };
};

/**
 * Draws one page to fit the canvas's CSS width, sharp on the device's pixel ratio. Returns the
 * render task so a page turned again before it finishes can be cancelled.
 */
export const renderPage = async (
  doc: PDFDocumentProxy,
  pageNumber: number,
  canvas: HTMLCanvasElement,
  cssWidth: number,
): Promise<RenderTask> => {
  const page = await doc.getPage(pageNumber);
  const base = page.getViewport({ scale: 1 });
  const ratio = window.devicePixelRatio || 1;
  const viewport = page.getViewport({ scale: (cssWidth / base.width) * ratio });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  // The box keeps the page's proportions before the pixels arrive: no jump when they do.
  canvas.style.aspectRatio = `${base.width} / ${base.height}`;
  return page.render({ canvas, viewport });
};
