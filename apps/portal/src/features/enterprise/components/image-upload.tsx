import { PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { type AttachmentBusinessType, checkFile, FILE_RULES } from '@steel-epd/contract';
import { isKnownText, useApiErrorToast } from '@steel-epd/web';
import { App, Button, Spin } from 'antd';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadAttachment } from '../api/attachment-calls.ts';
import { useImageUrl } from './use-image-url.ts';

interface Props {
  /** The attachment id once uploaded (the form item's value). */
  value?: number;
  onChange?: (id: number | undefined) => void;
  businessType: AttachmentBusinessType;
  label: string;
  testId: string;
}

const ACCEPT = FILE_RULES.companyImage.extensions.map((e) => `.${e}`).join(',');

/**
 * A certification image (spec 02 §5): checked with the contract's rule before anything is sent
 * (JPEG or PNG, under 5 MB, name at most 90), uploaded at once with the session's token, and
 * previewed as the server stored it. Its value is the attachment id.
 */
export function ImageUpload({ value, onChange, businessType, label, testId }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const showError = useApiErrorToast();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const preview = useImageUrl(value);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after a fix
    if (file === undefined) return;
    const problem = checkFile(FILE_RULES.companyImage, file);
    if (problem !== null) {
      void message.warning(isKnownText(problem) ? t(problem) : problem);
      return;
    }
    setBusy(true);
    try {
      onChange?.(await uploadAttachment(file, businessType));
      void message.success(t('enterprise.uploaded'));
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="image-upload" data-testid={testId} data-attachment-id={value ?? ''}>
      <div className="image-upload__frame">
        {busy || (value !== undefined && preview.url === null && !preview.failed) ? (
          <Spin />
        ) : preview.url !== null ? (
          <img
            src={preview.url}
            alt={label}
            className="image-upload__img"
            data-testid={`${testId}-preview`}
          />
        ) : (
          <PictureOutlined className="image-upload__placeholder" aria-hidden="true" />
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        className="image-upload__input"
        onChange={(e) => void choose(e)}
        aria-label={label}
        data-testid={`${testId}-input`}
      />
      <Button icon={<UploadOutlined />} onClick={() => input.current?.click()} disabled={busy}>
        {value === undefined ? t('enterprise.upload') : t('enterprise.replace')}
      </Button>
      <p className="image-upload__hint">{t('enterprise.imageHint')}</p>
    </div>
  );
}
