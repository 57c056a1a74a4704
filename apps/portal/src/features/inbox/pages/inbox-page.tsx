import { MESSAGE_STATUS, type TInnerMessage } from '@steel-epd/contract';
import { useApiErrorToast } from '@steel-epd/web';
import { Button, Empty, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { PageProps } from '../../../lib/page.ts';
import { useSession } from '../../../lib/session.ts';
import { useInboxPages, useReadAll, useReadMessage } from '../api/inbox-queries.ts';
import { InboxItem } from '../components/inbox-item.tsx';
import { openedMessageId } from '../lib/inbox-rules.ts';
import '../inbox.css';

/**
 * /textmessage/{id} (spec 02 §2 "Inbox"): all messages, 4 per page with a more button until a
 * page returns fewer than 3, a mark-all-read link, and expand/collapse; opening an unread
 * message marks it read. An id other than 'all' opens that message.
 */
export default function InboxPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const { id } = useParams();
  const userId = useSession().userInfo?.id ?? 0;
  const showError = useApiErrorToast();
  const pages = useInboxPages(userId);
  const read = useReadMessage(userId);
  const readAll = useReadAll(userId);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const messages: TInnerMessage[] = pages.data?.pages.flatMap((p) => p.list) ?? [];

  useEffect(() => {
    if (pages.error) showError(pages.error);
  }, [pages.error, showError]);

  const open = (message: TInnerMessage) => {
    setExpanded((s) => new Set(s).add(message.id));
    if (message.status === MESSAGE_STATUS.unread) read.mutate(message.id, { onError: showError });
  };
  const toggle = (message: TInnerMessage) => {
    if (!expanded.has(message.id)) return open(message);
    setExpanded((s) => {
      const next = new Set(s);
      next.delete(message.id);
      return next;
    });
  };

  // A link from the bell's popover opens its message once it is on a loaded page.
  const linked = openedMessageId(id);
  const linkedMessage = messages.find((m) => m.id === linked);
  const [openedLink, setOpenedLink] = useState<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens the linked message once per link.
  useEffect(() => {
    if (linkedMessage === undefined || openedLink === linkedMessage.id) return;
    setOpenedLink(linkedMessage.id);
    open(linkedMessage);
  }, [linkedMessage, openedLink]);

  return (
    <main className="inbox-page" data-testid="inbox-page">
      <div className="inbox-page__head">
        <Typography.Title level={3}>{t(titleKey)}</Typography.Title>
        <Button
          type="link"
          loading={readAll.isPending}
          disabled={messages.length === 0}
          onClick={() => readAll.mutate(undefined, { onError: showError })}
          data-testid="inbox-read-all"
        >
          {t('mailbox.readAll')}
        </Button>
      </div>
      {pages.isPending ? (
        <Spin className="inbox-page__spin" />
      ) : messages.length === 0 ? (
        <Empty description={t('mailbox.empty')} data-testid="inbox-empty" />
      ) : (
        <ul className="inbox-list">
          {messages.map((m) => (
            <InboxItem key={m.id} message={m} expanded={expanded.has(m.id)} onToggle={() => toggle(m)} />
          ))}
        </ul>
      )}
      {pages.hasNextPage ? (
        <Button
          block
          className="inbox-page__more"
          loading={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
          data-testid="inbox-more"
        >
          {t('common.more')}
        </Button>
      ) : messages.length > 0 ? (
        <p className="inbox-page__end" data-testid="inbox-no-more">
          {t('common.noMore')}
        </p>
      ) : null}
    </main>
  );
}
