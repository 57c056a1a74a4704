import { UploadOutlined } from '@ant-design/icons';
import { useApiErrorToast } from '@steel-epd/web';
import { Button, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadPcrFile } from './api.ts';

export interface PcrFileValue {
  id: number;
  name: string;
}

/**
 * A PCR document field: uploads a PDF at once through the console upload (the server checks
 * name and content) and holds its id and name; the form sends the id.
 */
export const PcrFileField = ({
  value,
  onChange,
  testId,
}: {
  value?: PcrFileValue | null;
  onChange?: (value: PcrFileValue | null) => void;
  testId: string;
}) => {
  const { t } = useTranslation();
  const toast = useApiErrorToast();
  const [busy, setBusy] = useState(false);

  const send = async (file: File) => {
    setBusy(true);
    try {
      onChange?.({ id: await uploadPcrFile(file), name: file.name });
    } catch (error) {
      toast(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex gap="small" align="center" wrap>
      <Upload
        accept="application/pdf,.pdf"
        showUploadList={false}
        beforeUpload={(file) => {
          void send(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy} data-testid={`${testId}-upload`}>
          {t('console.pcrs.upload')}
        </Button>
      </Upload>
      <Typography.Text type={value ? undefined : 'secondary'} data-testid={`${testId}-name`}>
        {value ? value.name : t('console.pcrs.noFile')}
      </Typography.Text>
      {value ? (
        <Button type="link" size="small" onClick={() => onChange?.(null)} data-testid={`${testId}-remove`}>
          {t('console.pcrs.removeFile')}
        </Button>
      ) : null}
    </Flex>
  );
};
