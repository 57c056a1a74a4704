import { RESULT_REDIRECT_S, type TextKey } from '@steel-epd/contract';
import { Button, Result } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { openLoginDialog } from '../../lib/login-dialog.ts';
import type { PageProps } from '../../lib/page.ts';
import { storedResultCode } from '../../lib/result-code.ts';
import './texts.ts';

const TEXTS: Record<string, { title: TextKey; detail: TextKey }> = {
  EPD: { title: 'result.epdTitle', detail: 'result.epdDetail' },
  CFP: { title: 'result.cfpTitle', detail: 'result.epdDetail' },
  '2': { title: 'result.pcrTitle', detail: 'result.pcrDetail' },
  '4': { title: 'result.passwordTitle', detail: 'result.passwordDetail' },
  '5': { title: 'result.logoffTitle', detail: 'result.logoffDetail' },
  '6': { title: 'result.feedbackTitle', detail: 'result.feedbackDetail' },
  '7': { title: 'result.registerTitle', detail: 'result.registerDetail' },
  '10': { title: 'result.lowCarbonTitle', detail: 'result.lowCarbonDetail' },
};
const DEFAULT = { title: 'result.verificationTitle', detail: 'result.verificationDetail' } as const;

/**
 * Which result shows: ?type=2 is a PCR request (spec 02 §2); ?type=1 follows an application or
 * a verification request, so only those codes (EPD, CFP, 10) show with it and anything else is
 * the verification success; without a type, the stored code.
 */
export const resultTextsOf = (code: string | null, type: string | null) => {
  if (type === '2') return { code: '2', texts: TEXTS['2'] as (typeof TEXTS)[string] };
  const applying = code === 'EPD' || code === 'CFP' || code === '10';
  if (type === '1' && !applying) return { code: null, texts: DEFAULT };
  return { code, texts: (code !== null && TEXTS[code]) || DEFAULT };
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
  const { code, texts } = resultTextsOf(stored, params.get('type'));
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
        status="success"
        title={<span data-testid="result-title">{t(texts.title)}</span>}
        subTitle={
          <span data-testid="result-detail">
            {t(texts.detail)}
            {redirects ? ` ${t('result.redirectIn', { seconds: left })}` : ''}
          </span>
        }
        extra={
          <Button type="primary" onClick={() => void navigate('/')} data-testid="result-home">
            {t('common.home')}
          </Button>
        }
      />
    </main>
  );
}
