import { DownloadOutlined } from '@ant-design/icons';
import { useApiErrorToast } from '@steel-epd/web';
import { Button } from 'antd';
import { useState } from 'react';
import { downloadAttachment } from '../../../lib/api/attachment-calls.ts';

interface Props {
  attachmentId: number;
  fileName: string;
  testId?: string;
  /** The button's text; the file's name when not given. */
  label?: string;
  /** A published report of the released record: downloaded as the search card downloads it. */
  report?: boolean;
}

/**
 * A file of the company's application, downloaded by `/p/attachment/download/{id}` with the
 * session's token in the header (company users only: the server answers NOT_FOUND to others,
 * shown in the reader's language). Busy while the bytes arrive.
 */
export function FileLink({ attachmentId, fileName, testId, label, report = false }: Props) {
  const showError = useApiErrorToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadAttachment(attachmentId, fileName, report ? 'report' : 'company');
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      type="link"
      size="small"
      className="apply-file-link"
      icon={<DownloadOutlined />}
      loading={busy}
      onClick={() => void download()}
      title={fileName}
      data-testid={testId}
    >
      <span className="apply-file-link__name">{label ?? fileName}</span>
    </Button>
  );
}
