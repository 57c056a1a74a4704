import { BellOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnreadCount } from '../../../features/inbox/api/inbox-queries.ts';
import { badgeText } from '../../../features/inbox/lib/inbox-rules.ts';
import { useLoadCompanyStatus } from '../../../lib/company-status.ts';
import { useSession } from '../../../lib/session.ts';

// The popover's list renders message HTML through a sanitiser; both load on first hover. The
// popover itself is a chunk of its own, asked for only when a signed-in header renders (issue 12);
// until it has arrived the bell is a plain link to the inbox.
const Popover = lazy(() => import('antd/es/popover'));
const LatestMessages = lazy(() => import('../../../features/inbox/components/latest-messages.tsx'));

/**
 * The message bell of a logged-in user (spec 01 §2): the unread count, refreshed every minute
 * and after reading, shown up to 9 and then as '9+'; hovering shows the 4 latest messages, a
 * click opens the inbox.
 */
export function MessageBell() {
  const { t } = useTranslation();
  const { userInfo } = useSession();
  const userId = userInfo?.id ?? 0;
  const count = useUnreadCount(userId);
  const [open, setOpen] = useState(false);
  // The header's navigation shows /thirdAgency by company type, which comes with the status.
  useLoadCompanyStatus();
  const text = badgeText(count.data ?? 0);
  if (userInfo === null) return null;

  const bell = (
    <Link
      to="/textmessage/all"
      className="message-bell"
      aria-label={text ? t('mailbox.bellUnread', { count: count.data ?? 0 }) : t('header.messages')}
      data-testid="message-bell"
      data-unread={text}
    >
      <Badge count={text === '' ? 0 : text} size="small" data-testid="message-badge">
        <BellOutlined className="message-bell__icon" />
      </Badge>
    </Link>
  );

  return (
    <Suspense fallback={bell}>
      <Popover
        open={open}
        onOpenChange={setOpen}
        placement="bottomRight"
        title={t('mailbox.latest')}
        content={
          open ? (
            <Suspense fallback={null}>
              <LatestMessages userId={userId} onNavigate={() => setOpen(false)} />
            </Suspense>
          ) : null
        }
      >
        {bell}
      </Popover>
    </Suspense>
  );
}
