import type { TextKey } from '@steel-epd/contract';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PageProps } from '../../../../lib/page.ts';
import '../pcr.css';
import '../texts.ts';

const STAGES: readonly [TextKey, TextKey][] = [
  ['pcr.lca.stage1Title', 'pcr.lca.stage1'],
  ['pcr.lca.stage2Title', 'pcr.lca.stage2'],
  ['pcr.lca.stage3Title', 'pcr.lca.stage3'],
  ['pcr.lca.stage4Title', 'pcr.lca.stage4'],
];
const PROVIDE: readonly TextKey[] = [
  'pcr.lca.provide1',
  'pcr.lca.provide2',
  'pcr.lca.provide3',
  'pcr.lca.provide4',
];

/** /Pcr/lca: the static LCA introduction (spec 02 §2). */
export default function LcaPage(_props: PageProps) {
  const { t } = useTranslation();
  return (
    <main className="pcr-page pcr-article" data-testid="lca-page">
      <Typography.Title level={2}>{t('pcr.lca.title')}</Typography.Title>
      <p className="pcr-article__lead">{t('pcr.lca.lead')}</p>

      <Typography.Title level={3}>{t('pcr.lca.stagesTitle')}</Typography.Title>
      <div className="pcr-stages">
        {STAGES.map(([title, text]) => (
          <Card key={title} title={t(title)} size="small" className="pcr-stage">
            <p>{t(text)}</p>
          </Card>
        ))}
      </div>

      <Typography.Title level={3}>{t('pcr.lca.epdTitle')}</Typography.Title>
      <p>{t('pcr.lca.epd')}</p>

      <Typography.Title level={3}>{t('pcr.lca.provideTitle')}</Typography.Title>
      <ul className="pcr-list">
        {PROVIDE.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <p className="pcr-article__note">{t('pcr.lca.standards')}</p>
      <p className="pcr-article__links">
        <Link to="/Pcr">{t('page.pcr')}</Link>
        <Link to="/Pcr/pcrApplyFor">{t('pcr.intro.toApply')}</Link>
      </p>
    </main>
  );
}
