import { useCallback, useEffect, useRef, useState } from 'react';

interface Toast {
  text: string;
  kind: 'info' | 'success' | 'warning';
}

/**
 * A one-line toast for the phone pages, which load no antd components (see
 * mobile-placeholder). `show` replaces any toast still on screen.
 */
export const useMobileToast = () => {
  const [toast, setToast] = useState<Toast | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback((text: string, kind: Toast['kind'] = 'warning', ms = 2000) => {
    clearTimeout(timer.current);
    setToast({ text, kind });
    timer.current = setTimeout(() => setToast(null), ms);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  const node = toast ? (
    <div className={`m-toast m-toast--${toast.kind}`} role="alert" data-testid="mobile-toast">
      {toast.text}
    </div>
  ) : null;
  return { show, node };
};
