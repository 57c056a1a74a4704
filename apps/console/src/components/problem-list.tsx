import { Alert } from 'antd';

/** What the server refused that no field of the form shows, one line each (publishing, release). */
export const ProblemList = ({ problems, testId }: { problems: readonly string[]; testId: string }) =>
  problems.length === 0 ? null : (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid={testId}
      title={problems.map((p) => <div key={p}>{p}</div>)}
    />
  );
