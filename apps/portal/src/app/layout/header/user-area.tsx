import { DownOutlined, LogoutOutlined, MessageOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { openLoginDialog } from '../../../lib/login-dialog.ts';
import { displayName, logout, useSession } from '../../../lib/session.ts';
import { MessageBell } from './message-bell.tsx';

// The user menu's popup (and antd's dropdown machinery) is a chunk of its own, asked for only
// when a signed-in header renders: an anonymous visitor's start never loads it (issue 12). Until
// it has arrived the name shows as it will, without its menu.
const Dropdown = lazy(() => import('antd/es/dropdown'));

/**
 * The header's right side: for a logged-in user the bell and a menu named after the company
 * (or the user) with personal centre and logout; otherwise the login/register button.
 */
export function UserArea({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isAuthenticated, userInfo } = useSession();

  if (!isAuthenticated || userInfo === null) {
    return (
      <Button
        type="primary"
        onClick={() => {
          onNavigate?.();
          openLoginDialog();
        }}
        data-testid="login-register"
      >
        {t('common.loginRegister')}
      </Button>
    );
  }

  const name = displayName(userInfo);
  const items = [
    // The whole name, which the header may have cut short to keep the menu's room.
    {
      key: 'name',
      label: (
        <span className="user-area__full-name" data-testid="user-menu-full-name">
          {name}
        </span>
      ),
      disabled: true,
    },
    { type: 'divider' as const },
    {
      key: 'user',
      icon: <UserOutlined />,
      label: <span data-testid="user-menu-centre">{t('common.personalCentre')}</span>,
    },
    {
      key: 'feedback',
      icon: <MessageOutlined />,
      label: <span data-testid="user-menu-feedback">{t('page.feedback')}</span>,
    },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: <span data-testid="user-menu-logout">{t('common.logout')}</span>,
    },
  ];
  const onClick = ({ key }: { key: string }) => {
    onNavigate?.();
    if (key === 'user') void navigate('/user');
    else if (key === 'feedback') void navigate('/Feedback');
    else void logout().then(() => navigate('/'));
  };

  const nameButton = (
    // Named by the visible name first, then what it opens (issue 29: a voice user says what they see).
    <Button
      type="text"
      className="user-area__name"
      aria-label={`${name} · ${t('header.userMenu')}`}
      aria-haspopup="menu"
      data-testid="user-menu"
    >
      <UserOutlined />
      {/* A long company name is cut short so the menu keeps its room; hovering shows it whole. */}
      <span className="user-area__label" title={name} data-testid="user-menu-name">
        {name}
      </span>
      <DownOutlined />
    </Button>
  );

  return (
    <div className="user-area">
      <MessageBell />
      <Suspense fallback={nameButton}>
        <Dropdown menu={{ items, onClick }} trigger={['click', 'hover']}>
          {nameButton}
        </Dropdown>
      </Suspense>
    </div>
  );
}
