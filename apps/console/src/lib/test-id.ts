/**
 * A `data-testid` for props objects (a modal's ok button), where JSX's own allowance for data-*
 * attributes does not reach. The end-to-end tests find controls by these ids.
 */
export const testId = (id: string): { [key: `data-${string}`]: string } => ({ 'data-testid': id });
