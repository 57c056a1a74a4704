import sanitizeHtml from 'sanitize-html';

/**
 * The one allow-list for HTML that operators write (news, announcements, static pages,
 * agreements, PCR descriptions). Text structure, lists, tables, links and images survive; no
 * script, style element, frame, object, embed, form, SVG or event handler does. Links may point
 * only to http, https, mailto or a relative address, and open in a new tab without an opener;
 * images come from http(s), a relative address or an inline PNG, JPEG, GIF or WebP. The only
 * style kept is text alignment (the editor's alignment buttons). Operators' HTML is sanitised
 * before it is stored and again when it is served, so a stricter policy applies to old rows too.
 */
const TEXT_TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'span',
  'blockquote',
  'pre',
  'code',
  'ul',
  'ol',
  'li',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'a',
];

/** An inline image of a raster type (base64): the one `data:` address kept. */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i;

const ALIGN = { 'text-align': [/^(?:left|right|center|justify)$/] };
const aligned = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'td', 'th', 'li', 'blockquote'];

const policy = (images: boolean): sanitizeHtml.IOptions => ({
  allowedTags: images ? [...TEXT_TAGS, 'img', 'figure', 'figcaption'] : TEXT_TAGS,
  allowedAttributes: {
    ...Object.fromEntries(aligned.map((tag) => [tag, ['style']])),
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan', 'style'],
    th: ['colspan', 'rowspan', 'scope', 'style'],
    col: ['span'],
  },
  allowedStyles: Object.fromEntries(aligned.map((tag) => [tag, ALIGN])),
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  // The text of these never shows, whatever wraps it.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'svg', 'math', 'template'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
  // An image without a source, or with a data: source that is not a raster image, is dropped.
  exclusiveFilter: (frame) => {
    if (frame.tag !== 'img') return false;
    const src = frame.attribs.src?.trim() ?? '';
    return src === '' || (/^data:/i.test(src) && !DATA_IMAGE.test(src));
  },
});

const WITH_IMAGES = policy(true);
const WITHOUT_IMAGES = policy(false);

/** Operator HTML made safe to store and to show (the allow-list above). */
export const sanitizeRichText = (html: string, options: { images?: boolean } = {}): string =>
  sanitizeHtml(html, options.images === false ? WITHOUT_IMAGES : WITH_IMAGES).trim();

/** The visible text of operator HTML (an abstract made from a body, a search snippet). */
export const richTextToPlain = (html: string): string =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: WITH_IMAGES.nonTextTags ?? [] })
    .replace(/\s+/g, ' ')
    .trim();

/** The address an editor's picture is shown at in HTML (`/api/n/attachment/online/{id}`). */
const ONLINE_IMAGE = /<img\b[^>]*\bsrc="(?:\/api)?\/n\/attachment\/online\/(\d{1,10})"/g;

/** The file ids of the platform's own images that sanitised HTML shows, each once. */
export const onlineImageIds = (html: string): number[] => [
  ...new Set([...html.matchAll(ONLINE_IMAGE)].map((m) => Number(m[1]))),
];
