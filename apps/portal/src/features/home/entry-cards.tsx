import {
  ExperimentOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import type { TextKey } from '@steel-epd/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface Entry {
  id: string;
  to: string;
  icon: ReactNode;
  title: TextKey;
  description: TextKey;
}

// Titles reuse the menu's keys so a card and its menu item always read the same.
const ENTRIES: readonly Entry[] = [
  {
    id: 'epd-search',
    // The public search: /epd/epdSearch would ask a visitor to log in and be approved first.
    to: '/Epd',
    icon: <SearchOutlined />,
    title: 'menu.epdSearch',
    description: 'home.epdSearchDesc',
  },
  { id: 'pcr', to: '/Pcr', icon: <FileTextOutlined />, title: 'menu.pcr', description: 'home.pcrDesc' },
  {
    id: 'low-carbon',
    to: '/steelMill',
    icon: <SafetyCertificateOutlined />,
    title: 'menu.lowCarbon',
    description: 'home.lowCarbonDesc',
  },
  {
    id: 'lca-tools',
    to: '/lcaTools',
    icon: <ExperimentOutlined />,
    title: 'menu.lcaTools',
    description: 'home.lcaToolsDesc',
  },
  {
    id: 'resources',
    to: '/resources',
    icon: <FolderOpenOutlined />,
    title: 'menu.resources',
    description: 'home.resourcesDesc',
  },
  { id: 'news', to: '/news', icon: <ReadOutlined />, title: 'menu.news', description: 'home.newsDesc' },
];

/**
 * The home page's doors into the programme's main areas. Plain headings and a card drawn by
 * home.css (Ant Design's look): its Typography brings the editable text area and more with it,
 * which the home page's start would evaluate for three headings (issue 12, blocking time).
 */
export function EntryCards() {
  const { t } = useTranslation();
  return (
    <section className="home-entries" aria-labelledby="home-entries-title">
      <h2 id="home-entries-title" className="home-entries__title">
        {t('home.entriesTitle')}
      </h2>
      <div className="home-entries__grid">
        {ENTRIES.map((entry) => (
          <Link key={entry.id} to={entry.to} className="home-card-link" data-testid={`home-card-${entry.id}`}>
            <div className="home-card">
              <span className="home-card__icon" aria-hidden="true">
                {entry.icon}
              </span>
              <h3 className="home-card__title">{t(entry.title)}</h3>
              <p className="home-card__text">{t(entry.description)}</p>
              <span className="home-card__more">{t('home.cardOpen')} →</span>
            </div>
          </Link>
        ))}
      </div>
    </section>
  );
}
