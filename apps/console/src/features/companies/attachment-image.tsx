import { useQuery } from '@tanstack/react-query';
import { Alert, Image, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attachmentBlobOptions } from './api.ts';

/** The object URL of a blob, revoked when the blob changes or the image leaves the screen. */
const useObjectUrl = (blob: Blob | undefined) => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(null);
    };
  }, [blob]);
  return url;
};

/** A certification image fetched with the operator's token; click to enlarge. */
export const AttachmentImage = ({ id, alt, testId }: { id: number | null; alt: string; testId: string }) => {
  const { t } = useTranslation();
  const file = useQuery({ ...attachmentBlobOptions(id ?? 0), enabled: id !== null });
  const url = useObjectUrl(file.data);

  if (id === null || file.isError) {
    return <Alert type="warning" showIcon title={t('console.companies.imageMissing')} data-testid={testId} />;
  }
  if (!url) return <Skeleton.Image active data-testid={`${testId}-loading`} />;
  return <Image src={url} alt={alt} width={240} data-testid={testId} />;
};
