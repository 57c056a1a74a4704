import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter } from 'react-router';
import { RoleGate } from '../components/role-gate.tsx';
import { LoginPage } from '../features/operators/auth/login-page.tsx';
import { ConsoleLayout } from './console-layout.tsx';
import { RequireOperator } from './require-operator.tsx';
import { SECTIONS } from './route-table.tsx';

const NotFound = () => {
  const { t } = useTranslation();
  return <Result status="404" title="404" subTitle={t('console.notFound')} />;
};

/** The console lives under /console (vite's base); every section comes from the route table. */
export const router = createBrowserRouter(
  [
    { path: '/login', element: <LoginPage /> },
    {
      element: <RequireOperator />,
      children: [
        {
          element: <ConsoleLayout />,
          children: [
            ...SECTIONS.map((s) => ({
              path: s.path,
              element: <RoleGate roles={s.roles}>{s.element}</RoleGate>,
            })),
            { path: '*', element: <NotFound /> },
          ],
        },
      ],
    },
  ],
  { basename: import.meta.env.BASE_URL.replace(/\/$/, '') || '/' },
);
