import { DeleteOutlined } from '@ant-design/icons';
import { type TAnnouncementForm, type TConsoleAnnouncement, ZAnnouncementForm } from '@steel-epd/contract';
import { ContractField } from '@steel-epd/web';
import { Button, Form, Input, List, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueue } from '../../lib/use-queue.ts';
import {
  announcementsQueryOptions,
  type SaveAnnouncement,
  uploadNoticeFile,
  useSaveAnnouncement,
} from './api.ts';
import { ContentItemDialog } from './content-item-dialog.tsx';
import { ContentListPage } from './content-list-page.tsx';
import { UploadField } from './picture-field.tsx';

interface FileRef {
  id: number;
  name: string;
}

interface Values {
  titleZh: string;
  titleEn: string;
  summaryZh: string;
  summaryEn: string;
  contentZh: string;
  contentEn: string;
  publisher: string;
  publisherEn: string;
  attachments: FileRef[];
  publishTime: Dayjs | null;
}

const valuesOf = (a: TConsoleAnnouncement | null): Values => ({
  titleZh: a?.titleZh ?? '',
  titleEn: a?.titleEn ?? '',
  summaryZh: a?.summaryZh ?? '',
  summaryEn: a?.summaryEn ?? '',
  contentZh: a?.contentZh ?? '',
  contentEn: a?.contentEn ?? '',
  publisher: a?.publisher ?? '',
  publisherEn: a?.publisherEn ?? '',
  attachments: a?.attachmentList ?? [],
  publishTime: a?.publishTime ? dayjs(a.publishTime) : null,
});

/** The announcement's attachments: PDFs uploaded one by one, removable, in order. */
const AttachmentsField = ({
  value = [],
  onChange,
}: {
  value?: FileRef[];
  onChange?: (v: FileRef[]) => void;
}) => {
  const [names] = useState(() => new Map<number, string>());
  return (
    <>
      <List
        size="small"
        dataSource={value}
        locale={{ emptyText: ' ' }}
        renderItem={(f) => (
          <List.Item
            actions={[
              <Button
                key="remove"
                type="text"
                size="small"
                icon={<DeleteOutlined />}
                onClick={() => onChange?.(value.filter((v) => v.id !== f.id))}
                data-testid={`announcement-file-remove-${f.id}`}
              />,
            ]}
          >
            <Tag color="blue">PDF</Tag>
            {f.name}
          </List.Item>
        )}
      />
      <UploadField
        accept="application/pdf,.pdf"
        upload={async (file) => {
          const id = await uploadNoticeFile(file);
          names.set(id, file.name);
          return id;
        }}
        onChange={(id) => {
          if (id !== null) onChange?.([...value, { id, name: names.get(id) ?? `#${id}` }]);
        }}
        testId="announcement-form-file"
      />
    </>
  );
};

const rules = ZAnnouncementForm.shape;

const AnnouncementFormDialog = ({
  editing,
  onClose,
  mutation,
}: {
  editing: TConsoleAnnouncement | 'new' | null;
  onClose: () => void;
  mutation: SaveAnnouncement;
}) => {
  const { t } = useTranslation();
  return (
    <ContentItemDialog<TConsoleAnnouncement, Values, TAnnouncementForm>
      name="announcement"
      editing={editing}
      onClose={onClose}
      mutation={mutation}
      titles={{ edit: 'console.announcements.editTitle', create: 'console.announcements.createTitle' }}
      valuesOf={valuesOf}
      formOf={({ attachments, ...values }) => ({ ...values, attachmentIds: attachments.map((a) => a.id) })}
      summary="summary"
      summaryLabel="console.news.fieldSummary"
      shape={rules}
    >
      <ContractField name="publisher" label={t('console.news.fieldPublisher')} schema={rules.publisher}>
        <Input count={{ max: 100 }} data-testid="announcement-form-publisher" />
      </ContractField>
      <ContractField name="publisherEn" label={t('console.news.fieldPublisherEn')} schema={rules.publisherEn}>
        <Input count={{ max: 100 }} data-testid="announcement-form-publisher-en" />
      </ContractField>
      <Form.Item name="attachments" label={t('console.news.fieldAttachments')}>
        <AttachmentsField />
      </Form.Item>
    </ContentItemDialog>
  );
};

/** Announcements for editors, with their PDF attachments (spec 02 §3 "Announcement"). */
export const AnnouncementsPage = () => {
  const { t } = useTranslation();
  const queue = useQueue(announcementsQueryOptions, {});
  const save = useSaveAnnouncement();
  const [editing, setEditing] = useState<TConsoleAnnouncement | 'new' | null>(null);
  return (
    <ContentListPage
      kind="announcement"
      queue={queue}
      onEdit={setEditing}
      person={(r) => r.publisher}
      extraColumn={{
        title: t('console.news.columnFiles'),
        render: (r) => (r.attachmentList.length > 0 ? <Tag>{r.attachmentList.length}</Tag> : null),
      }}
    >
      <AnnouncementFormDialog editing={editing} onClose={() => setEditing(null)} mutation={save} />
    </ContentListPage>
  );
};
