import { Button, Progress } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The share sent, 0 to 1; null when nothing is going up (nothing is drawn). */
  progress: number | null;
  onCancel: () => void;
  testId: string;
}

/** A file going up: how far, in percent, and a way to stop it (a 40 MB report takes a while). */
export function UploadProgress({ progress, onCancel, testId }: Props) {
  const { t } = useTranslation();
  if (progress === null) return null;
  const percent = Math.round(progress * 100);
  return (
    <span className="upload-progress" data-testid={testId} data-percent={percent}>
      <Progress
        percent={percent}
        size="small"
        status="active"
        aria-label={t('common.uploadProgress')}
        className="upload-progress__bar"
      />
      <Button size="small" onClick={onCancel} data-testid={`${testId}-cancel`}>
        {t('common.uploadCancel')}
      </Button>
    </span>
  );
}
