import { UploadOutlined } from '@ant-design/icons';
import { useApiErrorToast } from '@steel-epd/web';
import { Button, Flex, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchConsoleFile } from '../../lib/console-files.ts';

/**
 * A field whose value is a file id: choosing a file uploads it at once (`upload`), and the field
 * keeps the id. A picture shows as a thumbnail (fetched with the operator's token).
 */
export const UploadField = ({
  value,
  onChange,
  upload,
  accept,
  picture,
  testId,
}: {
  value?: number | null;
  onChange?: (id: number | null) => void;
  upload: (file: File) => Promise<number>;
  accept: string;
  picture?: boolean;
  testId: string;
}) => {
  const { t } = useTranslation();
  const toast = useApiErrorToast();
  const [busy, setBusy] = useState(false);
  const [thumb, setThumb] = useState<string | null>(null);

  useEffect(() => {
    if (!picture || !value) {
      setThumb(null);
      return;
    }
    const controller = new AbortController();
    let url: string | null = null;
    fetchConsoleFile(value, controller.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setThumb(url);
      },
      () => setThumb(null),
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [picture, value]);

  const send = async (file: File) => {
    setBusy(true);
    try {
      onChange?.(await upload(file));
    } catch (error) {
      toast(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex gap="small" align="center" wrap>
      {thumb ? (
        <img src={thumb} alt="" width={120} height={68} style={{ objectFit: 'cover', borderRadius: 4 }} />
      ) : null}
      <Upload
        accept={accept}
        showUploadList={false}
        beforeUpload={(file) => {
          void send(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy} data-testid={`${testId}-upload`}>
          {picture ? t('console.news.uploadImage') : t('console.news.upload')}
        </Button>
      </Upload>
      {value ? (
        <Button type="link" size="small" onClick={() => onChange?.(null)} data-testid={`${testId}-remove`}>
          {t('console.news.removeFile')}
        </Button>
      ) : (
        <Typography.Text type="secondary">{t('console.news.noFile')}</Typography.Text>
      )}
    </Flex>
  );
};
