import { SearchOutlined } from '@ant-design/icons';
import { PCR_KEYWORD_MAX, type TextKey } from '@steel-epd/contract';
import { Button, Card, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { PageProps } from '../../../../lib/page.ts';
import '../pcr.css';
import '../texts.ts';

const WHAT: readonly TextKey[] = ['pcr.intro.what1', 'pcr.intro.what2', 'pcr.intro.what3', 'pcr.intro.what4'];

/** /Pcr, the PCR introduction (spec 02 §2): its search goes to /pcr/pcrSearch?content=… */
export default function PcrIntroPage(_props: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [content, setContent] = useState('');
  const search = () => {
    const query = content.trim();
    // Over the limit the box shows its error status; the search waits for a shorter text.
    if (query.length > PCR_KEYWORD_MAX) return;
    void navigate(query ? `/pcr/pcrSearch?${new URLSearchParams({ content: query })}` : '/pcr/pcrSearch');
  };

  return (
    <main data-testid="pcr-intro-page">
      <section className="pcr-hero">
        <div className="pcr-hero__inner">
          <Typography.Title level={1} className="pcr-hero__title">
            {t('pcr.intro.title')}
          </Typography.Title>
          <p className="pcr-hero__lead">{t('pcr.intro.lead')}</p>
          <Space.Compact className="pcr-hero__search">
            <Input
              size="large"
              allowClear
              value={content}
              count={{ max: PCR_KEYWORD_MAX }}
              onChange={(e) => setContent(e.target.value)}
              onPressEnter={search}
              placeholder={t('pcr.intro.searchPlaceholder')}
              data-testid="pcr-intro-input"
            />
            <Button
              size="large"
              type="primary"
              icon={<SearchOutlined />}
              onClick={search}
              data-testid="pcr-intro-search"
            >
              {t('pcr.intro.search')}
            </Button>
          </Space.Compact>
        </div>
      </section>
      <section className="pcr-page">
        <div className="pcr-intro__grid">
          <Card title={t('pcr.intro.whatTitle')}>
            <ul className="pcr-list">
              {WHAT.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ul>
          </Card>
          <Card title={t('pcr.intro.linksTitle')}>
            <ul className="pcr-links">
              <li>
                <Link to="/pcr/pcrSearch">{t('pcr.intro.toSearch')}</Link>
              </li>
              <li>
                <Link to="/Pcr/pcrApplyFor">{t('pcr.intro.toApply')}</Link>
              </li>
              <li>
                <Link to="/Pcr/minePcr">{t('pcr.intro.toMine')}</Link>
              </li>
              <li>
                <Link to="/Pcr/lca">{t('pcr.intro.toLca')}</Link>
              </li>
            </ul>
          </Card>
        </div>
      </section>
    </main>
  );
}
