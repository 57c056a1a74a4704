import { type TConsoleNews, type TNewsForm, ZNewsForm } from '@steel-epd/contract';
import { ContractField } from '@steel-epd/web';
import { Form, Input, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueue } from '../../lib/use-queue.ts';
import { newsQueryOptions, type SaveNews, uploadNewsPicture, useSaveNews } from './api.ts';
import { ContentItemDialog } from './content-item-dialog.tsx';
import { ContentListPage, PinnedTag } from './content-list-page.tsx';
import { UploadField } from './picture-field.tsx';

interface Values {
  titleZh: string;
  titleEn: string;
  abstractZh: string;
  abstractEn: string;
  contentZh: string;
  contentEn: string;
  editor: string;
  editorEn: string;
  indexPicture: number | null;
  newestFlag: boolean;
  publishTime: Dayjs | null;
}

const valuesOf = (n: TConsoleNews | null): Values => ({
  titleZh: n?.titleZh ?? '',
  titleEn: n?.titleEn ?? '',
  abstractZh: n?.abstractZh ?? '',
  abstractEn: n?.abstractEn ?? '',
  contentZh: n?.contentZh ?? '',
  contentEn: n?.contentEn ?? '',
  editor: n?.editor ?? '',
  editorEn: n?.editorEn ?? '',
  indexPicture: n?.indexPicture ?? null,
  newestFlag: n?.newestFlag ?? false,
  publishTime: n?.publishTime ? dayjs(n.publishTime) : null,
});

const rules = ZNewsForm.shape;

const NewsFormDialog = ({
  editing,
  onClose,
  mutation,
}: {
  editing: TConsoleNews | 'new' | null;
  onClose: () => void;
  mutation: SaveNews;
}) => {
  const { t } = useTranslation();
  return (
    <ContentItemDialog<TConsoleNews, Values, TNewsForm>
      name="news"
      editing={editing}
      onClose={onClose}
      mutation={mutation}
      titles={{ edit: 'console.news.editTitle', create: 'console.news.createTitle' }}
      valuesOf={valuesOf}
      formOf={(values) => values}
      summary="abstract"
      summaryLabel="console.news.fieldAbstract"
      shape={rules}
    >
      <ContractField name="editor" label={t('console.news.fieldEditor')} schema={rules.editor}>
        <Input count={{ max: 100 }} data-testid="news-form-editor" />
      </ContractField>
      <ContractField name="editorEn" label={t('console.news.fieldEditorEn')} schema={rules.editorEn}>
        <Input count={{ max: 100 }} data-testid="news-form-editor-en" />
      </ContractField>
      <Form.Item name="indexPicture" label={t('console.news.fieldPicture')}>
        <UploadField
          upload={uploadNewsPicture}
          accept="image/jpeg,image/png,.jpg,.jpeg,.png"
          picture
          testId="news-form-picture"
        />
      </Form.Item>
      <Form.Item name="newestFlag" label={t('console.news.fieldNewest')} valuePropName="checked">
        <Switch data-testid="news-form-newest" />
      </Form.Item>
    </ContentItemDialog>
  );
};

/** News for editors: drafts, changes, publishing (spec 02 §3 "News"). */
export const NewsPage = () => {
  const { t } = useTranslation();
  const queue = useQueue(newsQueryOptions, {});
  const save = useSaveNews();
  const [editing, setEditing] = useState<TConsoleNews | 'new' | null>(null);
  return (
    <ContentListPage
      kind="news"
      queue={queue}
      onEdit={setEditing}
      person={(r) => r.editor}
      extraColumn={{ title: t('console.news.newest'), render: (r) => <PinnedTag on={r.newestFlag} /> }}
    >
      <NewsFormDialog editing={editing} onClose={() => setEditing(null)} mutation={save} />
    </ContentListPage>
  );
};
