import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  onClose: () => void;
  onRegister: () => void;
}

/**
 * The phone pages' "not registered, go to register" dialog (spec 01 §7 "Behaviour on answers":
 * codes 106 and 0 on a phone login or an SMS send). A native modal dialog, as the phone pages
 * load no antd: it keeps the focus inside and closes with Escape.
 */
export function MNotRegistered({ open, onClose, onRegister }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="m-dialog"
      aria-labelledby="m-not-registered-title"
      onClose={onClose}
      data-testid="m-not-registered"
    >
      <h2 className="m-dialog__title" id="m-not-registered-title">
        {t('account.notRegisteredTitle')}
      </h2>
      <p className="m-dialog__text">{t('account.notRegistered')}</p>
      <div className="m-dialog__actions">
        <button
          type="button"
          className="m-dialog__cancel"
          onClick={onClose}
          data-testid="m-not-registered-cancel"
        >
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="m-button"
          onClick={onRegister}
          data-testid="m-not-registered-register"
        >
          {t('account.goRegister')}
        </button>
      </div>
    </dialog>
  );
}
