import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { GateNeeds } from '../lib/action-gate.ts';
import { useActionGate } from '../lib/use-action-gate.ts';

interface Props {
  to: string;
  needs: GateNeeds;
  children: ReactNode;
  testId?: string;
  /** Runs on a click this link handles, before the gate. */
  onFollow?: () => void;
}

/** A click that opens a new tab or window keeps the browser's own behaviour (the guard still applies there). */
const opensElsewhere = (e: MouseEvent) => e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

/**
 * A link to an apply page that runs the action gate (spec 01 §4) before it navigates: a
 * certified company goes on, anyone else gets the login dialog, the warning or the confirm box.
 */
export function GatedLink({ to, needs, children, testId, onFollow }: Props) {
  const gate = useActionGate(needs);
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (opensElsewhere(e)) return;
    e.preventDefault();
    onFollow?.();
    void gate(() => void navigate(to));
  };
  return (
    <Link to={to} onClick={onClick} data-testid={testId}>
      {children}
    </Link>
  );
}
