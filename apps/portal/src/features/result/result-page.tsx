import { RESULT_REDIRECT_S, type TextKey } from '@steel-epd/contract';
import { Button, Result } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { openLoginDialog } from '../../lib/login-dialog.ts';
import type { PageProps } from '../../lib/page.ts';
import { storedResultCode } from '../../lib/result-code.ts';
import './texts.ts';

type ResultTexts = { title: TextKey; detail: TextKey };
/** Where the user goes next: a page, or the login dialog (a finished registration). */
type Next = { label: TextKey; to: string } | { label: TextKey; login: true };

const TEXTS: Record<string, ResultTexts & { next?: Next }> = {
  EPD: {
    title: 'result.epdTitle',
    detail: 'result.epdDetail',
    next: { label: 'result.toApplications', to: '/Epd/mineEpd?type=EPD' },
  },
  // The CFP list is the page's second tab (spec 02 §2 "/Epd/mineEpd?type=EPD|PCR").
  CFP: {
    title: 'result.cfpTitle',
    detail: 'result.epdDetail',
    next: { label: 'result.toApplications', to: '/Epd/mineEpd?type=PCR' },
  },
  '2': {
    title: 'result.pcrTitle',
    detail: 'result.pcrDetail',
    next: { label: 'result.toPcrRequests', to: '/Pcr/minePcr' },
  },
  '4': {
    title: 'result.passwordTitle',
    detail: 'result.passwordDetail',
    next: { label: 'result.loginNow', login: true },
  },
  '5': { title: 'result.logoffTitle', detail: 'result.logoffDetail' },
  '6': { title: 'result.feedbackTitle', detail: 'result.feedbackDetail' },
  '7': {
    title: 'result.registerTitle',
    detail: 'result.registerDetail',
    next: { label: 'common.login', login: true },
  },
  '10': {
    title: 'result.lowCarbonTitle',
    detail: 'result.lowCarbonDetail',
    next: { label: 'result.toLowCarbon', to: '/steelMill' },
  },
};
const VERIFICATION = {
  title: 'result.verificationTitle',
  detail: 'result.verificationDetail',
  next: { label: 'result.toVerifications', to: '/myLists' },
} as const;
/** /Result opened with nothing submitted: it claims no success. */
const NONE = { title: 'result.noneTitle', detail: 'result.noneDetail' } as const;

/**
 * Which result shows: ?type=2 is a PCR request (spec 02 §2); ?type=1 follows an application or
 * a verification request, so only those codes (EPD, CFP, 10) show with it and anything else is
 * the verification success; without a type, the stored code, and with no known code the page
 * says there is nothing to show (it was opened directly, or its code is gone).
 */
export const resultTextsOf = (code: string | null, type: string | null) => {
  if (type === '2') return { code: '2', texts: TEXTS['2'] as (typeof TEXTS)[string] };
  const applying = code === 'EPD' || code === 'CFP' || code === '10';
  if (type === '1' && !applying) return { code: null, texts: VERIFICATION };
  const known = code !== null ? TEXTS[code] : undefined;
  if (known) return { code, texts: known };
  return { code: null, texts: NONE, none: true as const };
};

/**
 * /Result (spec 02 §2): the text of the stored result code. Only a changed password (code 4)
 * counts down 5 seconds and then returns to the login, since every session has ended.
 */
export default function ResultPage(_props: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [stored] = useState(storedResultCode);
  const result = resultTextsOf(stored, params.get('type'));
  const { code, texts } = result;
  const next: Next | undefined = 'next' in texts ? texts.next : undefined;
  const redirects = code === '4';
  const [left, setLeft] = useState(RESULT_REDIRECT_S);

  useEffect(() => {
    if (!redirects) return;
    const timer = setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, [redirects]);

  useEffect(() => {
    if (!redirects || left > 0) return;
    void navigate('/', { replace: true });
    openLoginDialog();
  }, [redirects, left, navigate]);

  return (
    <main className="page-placeholder" data-testid="result-page" data-code={code ?? ''}>
      <Result
        status={'none' in result ? 'info' : 'success'}
        title={<span data-testid="result-title">{t(texts.title)}</span>}
        subTitle={
          <span data-testid="result-detail">
            {t(texts.detail)}
            {redirects ? ` ${t('result.redirectIn', { seconds: left })}` : ''}
          </span>
        }
        extra={[
          next ? (
            <Button
              key="next"
              type="primary"
              data-testid="result-next"
              onClick={() => ('login' in next ? openLoginDialog() : void navigate(next.to))}
            >
              {t(next.label)}
            </Button>
          ) : null,
          <Button
            key="home"
            type={next ? 'default' : 'primary'}
            onClick={() => void navigate('/')}
            data-testid="result-home"
          >
            {t('common.home')}
          </Button>,
        ]}
      />
    </main>
  );
}
