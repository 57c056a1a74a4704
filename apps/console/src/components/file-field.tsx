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
/** What the file chooser offers for each upload type (the server checks the content anyway). */
const ACCEPT: Partial<Record<ConsoleUploadType, string>> = {
  EPD_DATA: '.zip',
  RES_IMG: '.png,.jpg,.jpeg',
  RESOURCE: '.pdf,.doc,.docx,.xls,.xlsx,.zip',
  GPI: '.pdf,.doc,.docx,.xls,.xlsx,.zip',
  TEMPLATE: '.pdf,.doc,.docx,.xls,.xlsx,.zip',
};

export const FileField = ({
  type,
  value,
  onChange,
  testId,
  initialName = null,
}: {
  type: ConsoleUploadType;
  value?: number | null;
  onChange?: (id: number | undefined) => void;
  testId: string;
  /** The name of the file the field starts with (an edited record's). */
  initialName?: string | null;
}) => {
  const { t } = useTranslation();
  const showError = useApiErrorToast();
  const [name, setName] = useState<string | null>(initialName);
  const [busy, setBusy] = useState(false);
  return (
    <Flex gap="small" align="center" wrap>
      <Upload
        accept={ACCEPT[type] ?? '.pdf'}
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
