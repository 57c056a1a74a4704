import { errorMessage } from '@steel-epd/web';
import { Button, Modal, Spin } from 'antd';
import { type UIEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AgreementType, useAgreementNow } from '../../../lib/api/agreement-queries.ts';

interface Props {
  type: AgreementType | null;
  onRead: (type: AgreementType) => void;
  onClose: () => void;
}

/** A few pixels of slack: browsers round scroll positions on zoomed pages. */
const atEnd = (el: HTMLElement) => el.scrollTop + el.clientHeight >= el.scrollHeight - 4;

/**
 * The registration agreement or privacy policy in force (spec 01 §2): its "I have read"
 * button works only once the text has been scrolled to the end (at once for a short text).
 */
export function AgreementDialog({ type, onRead, onClose }: Props) {
  const { t } = useTranslation();
  const agreement = useAgreementNow(type ?? 'REGISTRATION', type !== null);
  const [scrolled, setScrolled] = useState(false);
  const contentRef = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new text starts unread.
  useEffect(() => {
    setScrolled(false);
    const el = contentRef.current;
    if (el && agreement.data && atEnd(el)) setScrolled(true);
  }, [type, agreement.data]);

  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    if (!scrolled && atEnd(e.currentTarget)) setScrolled(true);
  };

  return (
    <Modal
      open={type !== null}
      title={type === 'PRIVACY' ? t('account.privacyLink') : t('account.userAgreementLink')}
      onCancel={onClose}
      width={720}
      centered
      footer={
        <Button
          type="primary"
          disabled={!scrolled}
          onClick={() => type && onRead(type)}
          data-testid="agreement-read"
        >
          {scrolled ? t('account.agreementRead') : t('account.agreementScroll')}
        </Button>
      }
    >
      <div
        className="agreement-dialog__content"
        ref={contentRef}
        onScroll={onScroll}
        data-testid="agreement-content"
        data-type={type ?? ''}
      >
        {agreement.isLoading ? (
          <Spin />
        ) : agreement.error ? (
          <span className="agreement-dialog__error">{errorMessage(agreement.error, t)}</span>
        ) : (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises agreement HTML (contract ZAgreement).
          <div dangerouslySetInnerHTML={{ __html: agreement.data?.agreementContent ?? '' }} />
        )}
      </div>
    </Modal>
  );
}
