import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  TableOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { attachmentRoutes, consoleNewsRoutes, routeUrl } from '@steel-epd/contract';
import { useApiErrorToast } from '@steel-epd/web';
import { useQuery } from '@tanstack/react-query';
import Image from '@tiptap/extension-image';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import TextAlign from '@tiptap/extension-text-align';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Col, Divider, Flex, Row, Select, Space, Spin, Tooltip, Typography, Upload } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadConsoleFile } from './console-files.ts';
import { call } from './http.ts';
import './rich-text.css';

const extensions = (images: boolean) => [
  StarterKit.configure({
    heading: { levels: [1, 2, 3, 4] },
    link: {
      openOnClick: false,
      protocols: ['http', 'https', 'mailto'],
      HTMLAttributes: { target: '_blank' },
    },
  }),
  TextAlign.configure({ types: ['heading', 'paragraph'] }),
  Table.configure({ resizable: false }),
  TableRow,
  TableHeader,
  TableCell,
  ...(images ? [Image.configure({ inline: false })] : []),
];

const ToolButton = ({
  title,
  icon,
  active,
  onClick,
  testId,
}: {
  title: string;
  icon: ReactNode;
  active?: boolean;
  onClick: () => void;
  testId?: string;
}) => (
  <Tooltip title={title}>
    <Button
      size="small"
      type={active ? 'primary' : 'text'}
      icon={icon}
      aria-label={title}
      aria-pressed={active}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      {...(testId ? { 'data-testid': testId } : {})}
    />
  </Tooltip>
);

/** The toolbar: marks, block type, lists, alignment, link, picture (an upload), table, history. */
const Toolbar = ({ editor, images, testId }: { editor: Editor; images: boolean; testId: string }) => {
  const { t } = useTranslation();
  const toast = useApiErrorToast();
  const [uploading, setUploading] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
      center: e.isActive({ textAlign: 'center' }),
      level: ([1, 2, 3, 4] as const).find((level) => e.isActive('heading', { level })) ?? 0,
    }),
  });
  const chain = () => editor.chain().focus();
  const link = () => {
    const href = window.prompt(
      t('console.richText.linkPrompt'),
      editor.getAttributes('link').href ?? 'https://',
    );
    if (href === null) return;
    if (href.trim() === '') chain().unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  const picture = async (file: File) => {
    setUploading(true);
    try {
      const id = await uploadConsoleFile('NEWS_IMG', file);
      chain()
        .setImage({ src: routeUrl(attachmentRoutes.attachmentOnline, { id }), alt: file.name })
        .run();
    } catch (error) {
      toast(error);
    } finally {
      setUploading(false);
    }
  };
  return (
    <Flex className="rich-text__toolbar" gap={2} wrap align="center">
      <Select
        size="small"
        value={state.level}
        style={{ width: 96 }}
        onChange={(level: number) =>
          level === 0
            ? chain().setParagraph().run()
            : chain()
                .toggleHeading({ level: level as 1 | 2 | 3 | 4 })
                .run()
        }
        options={[
          { value: 0, label: t('console.richText.paragraph') },
          ...[1, 2, 3, 4].map((level) => ({
            value: level,
            label: `${t('console.richText.heading')} ${level}`,
          })),
        ]}
        data-testid={`${testId}-block`}
      />
      <ToolButton
        title={t('console.richText.bold')}
        icon={<BoldOutlined />}
        active={state.bold}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolButton
        title={t('console.richText.italic')}
        icon={<ItalicOutlined />}
        active={state.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolButton
        title={t('console.richText.underline')}
        icon={<UnderlineOutlined />}
        active={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      />
      <Divider type="vertical" />
      <ToolButton
        title={t('console.richText.bulletList')}
        icon={<UnorderedListOutlined />}
        active={state.bullet}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        title={t('console.richText.orderedList')}
        icon={<OrderedListOutlined />}
        active={state.ordered}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <ToolButton
        title={t('console.richText.alignLeft')}
        icon={<AlignLeftOutlined />}
        onClick={() => chain().setTextAlign('left').run()}
      />
      <ToolButton
        title={t('console.richText.alignCenter')}
        icon={<AlignCenterOutlined />}
        active={state.center}
        onClick={() => chain().setTextAlign('center').run()}
      />
      <Divider type="vertical" />
      <ToolButton
        title={t('console.richText.link')}
        icon={<LinkOutlined />}
        active={state.link}
        onClick={link}
      />
      {images ? (
        <Upload
          accept="image/jpeg,image/png,.jpg,.jpeg,.png"
          showUploadList={false}
          beforeUpload={(file) => {
            void picture(file);
            return false;
          }}
        >
          <Tooltip title={t('console.richText.image')}>
            <Button
              size="small"
              type="text"
              icon={<PictureOutlined />}
              loading={uploading}
              aria-label={t('console.richText.image')}
            />
          </Tooltip>
        </Upload>
      ) : null}
      <ToolButton
        title={t('console.richText.table')}
        icon={<TableOutlined />}
        onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
      />
      <Divider type="vertical" />
      <ToolButton
        title={t('console.richText.undo')}
        icon={<UndoOutlined />}
        onClick={() => chain().undo().run()}
      />
      <ToolButton
        title={t('console.richText.redo')}
        icon={<RedoOutlined />}
        onClick={() => chain().redo().run()}
      />
    </Flex>
  );
};

/**
 * A rich-text field for an antd form (value: HTML). What it produces is only a draft: the server
 * sanitises it with the platform's allow-list on saving and again when serving, and the preview
 * shows that answer. `images: false` leaves the picture button out (agreements).
 */
export const RichTextEditor = ({
  value,
  onChange,
  images = true,
  testId,
}: {
  value?: string;
  onChange?: (html: string) => void;
  images?: boolean;
  testId: string;
}) => {
  const editor = useEditor({
    extensions: extensions(images),
    content: value ?? '',
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
    editorProps: { attributes: { class: 'rich-text__content', 'data-testid': `${testId}-content` } },
  });
  // A value set from outside (the form filled with another record) replaces the document.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if ((value ?? '') !== current) editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);
  if (!editor) return <Spin />;
  return (
    <div className="rich-text" data-testid={testId}>
      <Toolbar editor={editor} images={images} testId={testId} />
      <EditorContent editor={editor} />
    </div>
  );
};

/** One language's sanitised HTML as the server answers it. */
const PreviewPane = ({ title, html }: { title: string; html: string }) => {
  const { t } = useTranslation();
  const preview = useQuery({
    queryKey: ['rich-text-preview', html],
    queryFn: ({ signal }) => call(consoleNewsRoutes.richTextPreview, { body: { html }, signal }),
    enabled: html.trim() !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <Col xs={24} lg={12}>
      <Typography.Title level={5}>{title}</Typography.Title>
      {html.trim() === '' ? (
        <Typography.Text type="secondary">{t('console.richText.previewEmpty')}</Typography.Text>
      ) : preview.data ? (
        <div
          className="rich-text__preview"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitised answer (platform/rich-text.ts), which is what the portal shows.
          dangerouslySetInnerHTML={{ __html: preview.data.html }}
        />
      ) : (
        <Spin />
      )}
    </Col>
  );
};

/** The preview tab: zh and en side by side, as the portal will show them. */
export const RichTextPreview = ({ zh, en, testId }: { zh: string; en: string; testId: string }) => {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid={testId}>
      <Typography.Text type="secondary">{t('console.richText.previewHint')}</Typography.Text>
      <Row gutter={24}>
        <PreviewPane title={t('console.news.tabZh')} html={zh} />
        <PreviewPane title={t('console.news.tabEn')} html={en} />
      </Row>
    </Space>
  );
};
