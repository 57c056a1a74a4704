import { accountRoutes, zName } from '@steel-epd/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { MSubmit } from '../../../../components/mobile/m-buttons.tsx';
import { MField } from '../../../../components/mobile/m-field.tsx';
import { useMobileMessages } from '../../../../components/mobile/mobile-send.ts';
import { useMobileToast } from '../../../../components/mobile/use-mobile-toast.tsx';
import { firstError } from '../../../../lib/first-error.ts';
import { call } from '../../../../lib/http.ts';
import type { PageProps } from '../../../../lib/page.ts';
import { updateUserInfo, useSession } from '../../../../lib/session.ts';
import { useBusy } from '../../../../lib/use-busy.ts';
import { toUserInfo } from '../../../../lib/user-info.ts';
import { useDictTree } from '../../api/dict-queries.ts';
import { needsSecondLevel, professionChoice } from '../lib/profession.ts';
import '../../../../components/mobile/mobile-form.css';

const idOf = (value: string) => (value ? Number(value) : null);

/**
 * /appLoginform?id= (spec 02 §2 "Profession selection step"): after a mobile login without
 * any name, the user's name and industry; then the full report of the business id.
 */
export default function AppLoginFormPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const businessId = params.get('id');
  const { isAuthenticated, userInfo } = useSession();
  const toast = useMobileToast();
  const { warnKey, warnError } = useMobileMessages(toast.show);
  const tree = useDictTree('INDUSTRY_CLASSIFICATION');
  useEffect(() => {
    if (tree.error) warnError(tree.error);
  }, [tree.error, warnError]);
  const [userName, setUserName] = useState('');
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const { busy, run } = useBusy();

  if (!isAuthenticated || userInfo === null) {
    return <Navigate to={`/Loginapp${businessId ? `?id=${encodeURIComponent(businessId)}` : ''}`} replace />;
  }
  const items = tree.data ?? [];
  const choice = professionChoice(items, idOf(first), idOf(second));
  const children = needsSecondLevel(items, idOf(first))
    ? (items.find((i) => i.id === idOf(first))?.childrens ?? [])
    : [];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const wrong = firstError([[zName, userName]]) ?? (choice ? null : 'validation.professionRequired');
    if (wrong || choice === null) return warnKey(wrong ?? 'validation.professionRequired');
    void run(async () => {
      const user = await call(accountRoutes.nameUpdate, { body: { userName: userName.trim(), ...choice } });
      updateUserInfo(toUserInfo(user, userInfo.industryCategoryName));
      void navigate(businessId ? `/apppdf/${encodeURIComponent(businessId)}` : '/', { replace: true });
    }, warnError);
  };

  return (
    <main className="mobile-page m-login" data-testid="mobile-profession">
      <h1 className="m-login__title">{t(titleKey)}</h1>
      <form className="m-form" onSubmit={submit}>
        <MField
          value={userName}
          onChange={setUserName}
          onBlur={() => setUserName(userName.trim())}
          maxLength={32}
          testId="m-profession-name"
          placeholder={t('account.supplementName')}
        />
        <select
          className="m-input m-select"
          value={first}
          onChange={(e) => {
            setFirst(e.target.value);
            setSecond('');
          }}
          aria-label={t('account.industry')}
          data-testid="m-profession-first"
        >
          <option value="">{tree.isLoading ? t('common.loading') : t('account.industry')}</option>
          {items.map((item) => (
            <option key={item.id} value={item.id}>
              {item.itemValue}
            </option>
          ))}
        </select>
        {children.length > 0 ? (
          <select
            className="m-input m-select"
            value={second}
            onChange={(e) => setSecond(e.target.value)}
            aria-label={t('account.industry')}
            data-testid="m-profession-second"
          >
            <option value="">{t('account.choose')}</option>
            {children.map((item) => (
              <option key={item.id} value={item.id}>
                {item.itemValue}
              </option>
            ))}
          </select>
        ) : null}
        <MSubmit busy={busy} testId="m-profession-submit">
          {t('common.submit')}
        </MSubmit>
      </form>
      {toast.node}
    </main>
  );
}
