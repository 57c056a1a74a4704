import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AGREEMENTS } from '../lib/agreement-pages.ts';

/** The two agreements in force, offered where a page could not show the one asked for. */
export function AgreementLinks() {
  const { t } = useTranslation();
  return (
    <ul className="doc-links">
      {Object.values(AGREEMENTS).map(({ path, title }) => (
        <li key={path}>
          <Link to={path}>{t(title)}</Link>
        </li>
      ))}
    </ul>
  );
}
