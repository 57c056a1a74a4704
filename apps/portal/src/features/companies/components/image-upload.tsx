import { PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { type AttachmentBusinessType, FILE_RULES } from '@steel-epd/contract';
import { App, Button, Spin } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadAttachment } from '../../../lib/api/attachment-calls.ts';
import { useFileChoice } from '../../../lib/use-file-choice.ts';
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
  const input = useRef<HTMLInputElement>(null);
  const { busy, choose } = useFileChoice(FILE_RULES.companyImage, async (file) => {
    onChange?.(await uploadAttachment(file, businessType));
    void message.success(t('enterprise.uploaded'));
  });
  const preview = useImageUrl(value);

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
