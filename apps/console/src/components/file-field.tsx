import type { ConsoleUploadType } from '@steel-epd/contract';
import { useApiErrorToast } from '@steel-epd/web';
import { Button, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadConsoleFile } from '../lib/console-files.ts';

/**
 * A form field whose value is an attachment id: choosing a file uploads it at once through
 * /c/attachments/upload, and the field keeps the id the server answers.
 */
export const FileField = ({
  type,
  value,
  onChange,
  testId,
}: {
  type: ConsoleUploadType;
  value?: number | null;
  onChange?: (id: number | undefined) => void;
  testId: string;
}) => {
  const { t } = useTranslation();
  const showError = useApiErrorToast();
  const [name, setName] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Flex gap="small" align="center" wrap>
      <Upload
        accept={type === 'EPD_DATA' ? '.zip' : '.pdf'}
        showUploadList={false}
        beforeUpload={(file) => {
          setBusy(true);
          uploadConsoleFile(type, file)
            .then((id) => {
              setName(file.name);
              onChange?.(id);
            }, showError)
            .finally(() => setBusy(false));
          return false;
        }}
      >
        <Button loading={busy} data-testid={testId}>
          {t('console.epds.upload')}
        </Button>
      </Upload>
      {value ? (
        <Typography.Text type="secondary" data-testid={`${testId}-value`}>
          {name ? t('console.epds.uploaded', { name }) : `#${value}`}
        </Typography.Text>
      ) : null}
    </Flex>
  );
};
