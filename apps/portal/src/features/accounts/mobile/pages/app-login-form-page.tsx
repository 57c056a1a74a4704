import { nameRule } from '@steel-epd/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MSubmit } from '../../../../components/mobile/m-buttons.tsx';
import { MField, MSelect } from '../../../../components/mobile/m-field.tsx';
import { useMobileMessages } from '../../../../components/mobile/mobile-send.ts';
import { MobileShell } from '../../../../components/mobile/mobile-shell.tsx';
import { useMobileToast } from '../../../../components/mobile/use-mobile-toast.tsx';
import { accountRefs } from '../../../../lib/api/route-refs.ts';
import { firstError } from '../../../../lib/first-error.ts';
import { call } from '../../../../lib/http.ts';
import type { PhonePageProps } from '../../../../lib/page.ts';
import { goTo, queryParam } from '../../../../lib/phone-nav.ts';
import { type UserInfo, updateUserInfo, useSession } from '../../../../lib/session.ts';
import { useBusy } from '../../../../lib/use-busy.ts';
import { toUserInfo } from '../../../../lib/user-info.ts';
import { needsSecondLevel, professionChoice } from '../lib/profession.ts';
import { usePhoneDictTree } from '../lib/use-phone-dict.ts';
import '../phone-texts.ts';

const idOf = (value: string) => (value ? Number(value) : null);

/**
 * /appLoginform?id= (spec 02 §2 "Profession selection step"): after a mobile login without
 * any name, the user's name and industry; then the full report of the business id. Without a
 * session the visitor goes to the login first, before anything asks a p/ path: the industry
 * tree is loaded by the form, which only a logged-in user gets.
 */
export default function AppLoginFormPage({ titleKey }: PhonePageProps) {
  const [businessId] = useState(() => queryParam('id'));
  const { isAuthenticated, userInfo } = useSession();
  const loggedIn = isAuthenticated && userInfo !== null;
  useEffect(() => {
    if (!loggedIn)
      goTo(`/Loginapp${businessId ? `?id=${encodeURIComponent(businessId)}` : ''}`, { replace: true });
  }, [loggedIn, businessId]);
  if (!loggedIn) return null;
  return <ProfessionForm titleKey={titleKey} businessId={businessId} userInfo={userInfo} />;
}

function ProfessionForm({
  titleKey,
  businessId,
  userInfo,
}: Pick<PhonePageProps, 'titleKey'> & { businessId: string | null; userInfo: UserInfo }) {
  const { t } = useTranslation();
  const toast = useMobileToast();
  const { warnKey, warnError } = useMobileMessages(toast.show);
  const tree = usePhoneDictTree('INDUSTRY_CLASSIFICATION');
  useEffect(() => {
    if (tree.error) warnError(tree.error);
  }, [tree.error, warnError]);
  const [userName, setUserName] = useState('');
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const { busy, run } = useBusy();

  const items = tree.data ?? [];
  const choice = professionChoice(items, idOf(first), idOf(second));
  const children = needsSecondLevel(items, idOf(first))
    ? (items.find((i) => i.id === idOf(first))?.childrens ?? [])
    : [];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const wrong = firstError([[nameRule, userName]]) ?? (choice ? null : 'validation.professionRequired');
    if (wrong || choice === null) return warnKey(wrong ?? 'validation.professionRequired');
    void run(async () => {
      const user = await call(accountRefs.nameUpdate, { body: { userName: userName.trim(), ...choice } });
      updateUserInfo(toUserInfo(user, userInfo.industryCategoryName));
      goTo(businessId ? `/apppdf/${encodeURIComponent(businessId)}` : '/', { replace: true });
    }, warnError);
  };

  const asOptions = (list: readonly { id: number; itemValue: string }[]) =>
    list.map((item) => ({ value: item.id, label: item.itemValue }));
  return (
    <MobileShell title={t(titleKey)} subtitle={t('account.professionHint')} testId="mobile-profession">
      <form className="m-form" onSubmit={submit}>
        <MField
          value={userName}
          onChange={setUserName}
          onBlur={() => setUserName(userName.trim())}
          testId="m-profession-name"
          placeholder={t('account.userName')}
          aria-label={t('account.userName')}
        />
        <MSelect
          value={first}
          onChange={(value) => {
            setFirst(value);
            setSecond('');
          }}
          placeholder={tree.isLoading ? t('common.loading') : t('account.industry')}
          options={asOptions(items)}
          label={t('account.industry')}
          testId="m-profession-first"
        />
        {children.length > 0 ? (
          <MSelect
            value={second}
            onChange={setSecond}
            placeholder={t('account.choose')}
            options={asOptions(children)}
            label={t('account.industry')}
            testId="m-profession-second"
          />
        ) : null}
        <MSubmit busy={busy} testId="m-profession-submit">
          {t('common.submit')}
        </MSubmit>
      </form>
      {toast.node}
    </MobileShell>
  );
}
