import { useEffect, useState } from 'react';
import { fetchImageUrl } from '../../../lib/api/attachment-calls.ts';

/** The object URL of an uploaded image for its preview; released when the id changes or on unmount. */
export const useImageUrl = (id: number | undefined): { url: string | null; failed: boolean } => {
  const [state, setState] = useState<{ id: number; url: string | null; failed: boolean } | null>(null);

  useEffect(() => {
    if (id === undefined) return;
    const abort = new AbortController();
    let url: string | null = null;
    fetchImageUrl(id, abort.signal).then(
      (made) => {
        url = made;
        setState({ id, url: made, failed: false });
      },
      () => {
        if (!abort.signal.aborted) setState({ id, url: null, failed: true });
      },
    );
    return () => {
      abort.abort();
      if (url !== null) URL.revokeObjectURL(url);
    };
  }, [id]);

  return state !== null && state.id === id ? state : { url: null, failed: false };
};
