/**
 * Starts a browser download of `url` (a same-origin address or an object URL) by a link's
 * click: the page stays where it is, and `fileName` names the saved file (empty: the server's).
 */
export const startDownload = (url: string, fileName = ''): void => {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
};
