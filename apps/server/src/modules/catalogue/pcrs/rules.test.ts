import type { Selectable } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { PcrsTable } from '../../../platform/db/schema.ts';
import type { PcrForm } from './context.ts';
import {
  droppedFiles,
  filesOf,
  inTreeOrderOrNull,
  nextRequestStep,
  pcrChanges,
  pcrValuesOf,
  sanitizeDescription,
} from './rules.ts';

const form = (over: Partial<PcrForm> = {}): PcrForm => ({
  registerNo: 'PCR-2026-01',
  productName: '钢筋',
  productNameEn: '',
  author: '协会',
  authorEn: '  ',
  productClass: '长材',
  productClassEn: 'Long products',
  descriptionHtml: '<p>说明</p>',
  descriptionHtmlEn: '<p>&nbsp;</p><img src="x">',
  enabled: true,
  categoryIds: [],
  ...over,
});

describe('PCR rules', () => {
  it('a form becomes columns: empty English texts are none, descriptions sanitised', () => {
    const values = pcrValuesOf(
      form({ descriptionHtml: '<p onclick="x()">说明<script>alert(1)</script></p>' }),
    );
    expect(values).toMatchObject({
      product_name_en: null,
      author_en: null,
      product_class_en: 'Long products',
      description_html: '<p>说明</p>',
      description_html_en: null,
      cn_attachment_id: null,
      enabled: 1,
    });
    expect(pcrValuesOf(form({ enabled: false, cnAttachmentId: 4 }))).toMatchObject({
      enabled: 0,
      cn_attachment_id: 4,
    });
    expect(sanitizeDescription('<p>a<img src="x.png"></p>')).toBe('<p>a</p>');
  });

  it('an enabled PCR offers its files; an update drops the ones it no longer names', () => {
    expect(filesOf({ cn_attachment_id: 3, en_attachment_id: null })).toEqual([3]);
    expect(
      droppedFiles(
        { cn_attachment_id: 3, en_attachment_id: 4 },
        { cn_attachment_id: 4, en_attachment_id: 5 },
      ),
    ).toEqual([3]);
    expect(
      droppedFiles(
        { cn_attachment_id: 3, en_attachment_id: null },
        { cn_attachment_id: 3, en_attachment_id: null },
      ),
    ).toEqual([]);
  });

  it('linked categories come in tree order, and an unknown one refuses them all', () => {
    expect(inTreeOrderOrNull([5, 1, 9, 2], [2, 5])).toEqual([5, 2]);
    expect(inTreeOrderOrNull([5, 1], [])).toEqual([]);
    expect(inTreeOrderOrNull([5, 1], [1, 7])).toBeNull();
  });

  it("an update's audit names each changed column, a description only as changed, and the categories", () => {
    const values = pcrValuesOf(form());
    const before: Selectable<PcrsTable> = {
      id: 1,
      created_at: '',
      updated_at: '',
      ...values,
      product_name: '旧',
      description_html: '<p>旧</p>',
    };
    expect(pcrChanges(before, values, [3, 1], [1, 3])).toEqual({
      product_name: { from: '旧', to: '钢筋' },
      description_html: { changed: true },
    });
    expect(pcrChanges({ ...before, ...values }, values, [1], [2, 1])).toEqual({
      categoryIds: { from: [1], to: [1, 2] },
    });
  });

  it('an accepted request moves only to the step after its own; the last finishes it', () => {
    expect(nextRequestStep({ status: 'accepted', step: 'submitted' }, 'lcaAssessment')).toEqual({
      next: 'lcaAssessment',
      finished: false,
    });
    expect(nextRequestStep({ status: 'accepted', step: 'submitted' }, 'drafting')).toBeNull();
    expect(nextRequestStep({ status: 'accepted', step: 'submitted' }, 'submitted')).toBeNull();
    expect(nextRequestStep({ status: 'pending', step: 'submitted' }, 'lcaAssessment')).toBeNull();
    expect(nextRequestStep({ status: 'accepted', step: 'built' }, 'published')).toEqual({
      next: 'published',
      finished: true,
    });
    expect(nextRequestStep({ status: 'finished', step: 'published' }, 'published')).toBeNull();
  });
});
