import type { TDictType } from '@steel-epd/contract';
import { useLang } from '@steel-epd/web';
import { useEffect, useState } from 'react';
import { dictRefs } from '../../../../lib/api/route-refs.ts';
import { call } from '../../../../lib/http.ts';

interface Loaded<T> {
  data: T | undefined;
  isLoading: boolean;
  error: unknown;
}

/**
 * One answer for a phone page, asked again when the language changes (the items come in it).
 * The phone pages' document has no react-query (issue 10); each of their lists is asked once
 * per page, so a plain effect does what is needed.
 */
const useAnswer = <T>(load: (signal: AbortSignal) => Promise<T>, key: string): Loaded<T> => {
  const [state, setState] = useState<Loaded<T>>({ data: undefined, isLoading: true, error: null });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names everything load reads.
  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, isLoading: true, error: null }));
    load(controller.signal).then(
      (data) => setState({ data, isLoading: false, error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ data: undefined, isLoading: false, error });
      },
    );
    return () => controller.abort();
  }, [key]);
  return state;
};

/** A public first-level dictionary (the registration's company form and industry). */
export const usePhoneDictList = (type: TDictType) => {
  const lang = useLang();
  return useAnswer(
    (signal) => call(dictRefs.dictListPublic, { params: { type }, signal }),
    `${type}:${lang}`,
  );
};

/** A dictionary tree for a logged-in user (the profession step's industries). */
export const usePhoneDictTree = (type: TDictType) => {
  const lang = useLang();
  return useAnswer((signal) => call(dictRefs.dictTree, { params: { type }, signal }), `${type}:${lang}`);
};
