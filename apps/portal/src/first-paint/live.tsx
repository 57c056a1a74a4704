import { type FirstPaintCall, type FirstPaintRedrawer, LANGUAGES } from '@steel-epd/contract';
import { firstDataBlock } from '../lib/first-data.ts';
import { redrawFirstPaint } from './compose.ts';
import { DESKTOP_SCREENS, desktopPage, drawViews } from './draw.tsx';
import { FIRST_DATA, typedCall } from './page-data.ts';

/**
 * The server's side of the drawn lists (issue 12; decision 169): the portal's build bundles this
 * module for Node (`dist-ssr/live.js`, scripts/first-paint.mjs), and the server (platform/
 * static.ts) asks it for /news and /resources with their first data, drawn by the same components
 * as the build's drawing and the app, and keeps the document a few seconds.
 */

/** The drawings one after another: each sets the app's language and screen width while it draws. */
let drawing: Promise<unknown> = Promise.resolve();

export const redraw: FirstPaintRedrawer['redraw'] = async (
  path: string,
  document: string,
  call: FirstPaintCall,
) => {
  const first = FIRST_DATA[path];
  if (!first) throw new Error(`first paint: ${path} is not drawn with data`);
  const at = Date.now();
  const typed = typedCall(call);
  const seeds = (await Promise.all(LANGUAGES.map((lang) => first(typed, lang)))).flat();
  const element = await desktopPage(path);
  const run = drawing.then(() => drawViews(element, DESKTOP_SCREENS, seeds));
  drawing = run.catch(() => undefined);
  const { views } = await run;
  return redrawFirstPaint(document, views, firstDataBlock({ at, seeds }));
};
