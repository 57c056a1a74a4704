import type { TestApp } from '../../test/helper.ts';

/** How many attachment rows there are: a refusal must add none. */
export const attachmentCount = async (t: TestApp) =>
  Number(
    (
      await t.db
        .selectFrom('attachments')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
