import type { ReactNode } from 'react';

/** A phone form's submit button, disabled while the form is busy. */
export function MSubmit({ busy, testId, children }: { busy: boolean; testId: string; children: ReactNode }) {
  return (
    <button type="submit" className="m-button" disabled={busy} data-testid={testId}>
      {children}
    </button>
  );
}

/** A text link under a phone form that switches to another view. */
export function MLink({
  onClick,
  testId,
  children,
}: {
  onClick: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <button type="button" className="m-link" onClick={onClick} data-testid={testId}>
      {children}
    </button>
  );
}
