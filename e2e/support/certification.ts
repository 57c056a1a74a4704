import { expect, type Page } from '@playwright/test';
import { PNG } from './files.ts';

/** Fills the certification form of /enterprise, both images included, as a person does. */
export const fillCertification = async (
  page: Page,
  f: { creditCode: string; companyName: string; email: string; typed?: boolean },
) => {
  await page.getByTestId('enterprise-credit-code').fill(f.creditCode);
  await page.getByTestId('enterprise-company-name').fill(f.companyName);
  const email = page.getByTestId('enterprise-email');
  await (f.typed ? email.pressSequentially(f.email) : email.fill(f.email));
  await page.getByTestId('enterprise-corporation').fill('张三');
  await page.getByTestId('enterprise-contacts').fill('李四');
  await page.getByTestId('enterprise-contact-phone').fill('13800138000');
  await page.getByTestId('enterprise-zip-code').fill('063000');
  await page.getByTestId('enterprise-address').fill('河北省唐山市路北区滨河路9号');
  for (const [slot, name] of [
    ['licence', '营业执照.png'],
    ['billing', 'billing.png'],
  ] as const) {
    await page
      .getByTestId(`enterprise-${slot}-input`)
      .setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
    await expect(page.getByTestId(`enterprise-${slot}`)).toHaveAttribute('data-attachment-id', /^\d+$/);
  }
};
