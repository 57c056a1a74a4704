import { CERTIFICATION_IMAGE_TYPES, creditCodeFrom } from '@steel-epd/contract';
import { apiPhoneLogin, type LoginAnswer, setupRequest, userApi } from './api.ts';
import { operatorApi } from './console.ts';
import { PNG } from './files.ts';

/** The certification statuses a journey may start from: under review, certified, rejected. */
export type CertificationStatus = 0 | 1 | 2;

/**
 * Gives a user a company of their own as the certification leaves it: the user (a member made
 * for the purpose when none is given, e.g. an EPD holder's) sends the certification form with
 * its two images, and the secretariat approves it (status 1), rejects it (2) or leaves it under
 * review (0); the user reads the decision's message. The company keeps the type the user
 * declared at registration (apiPhoneLogin's `companyType`). Answers the company id.
 */
export const giveCompany = async (
  login: LoginAnswer | undefined,
  company: { name: string; status: CertificationStatus },
): Promise<number> => {
  const request = await setupRequest();
  const owner = login ?? (await apiPhoneLogin(request));
  const user = userApi(request, owner.tokenVO.token);
  const id = owner.portalUserVO.id;
  const image = (name: string, businessType: string) =>
    user.upload(businessType, { name, mimeType: 'image/png', buffer: PNG });
  const licence = await image('营业执照.png', CERTIFICATION_IMAGE_TYPES.licence);
  const billing = await image('billing.png', CERTIFICATION_IMAGE_TYPES.billing);
  const certified = await user.post<{ id: number }>('/p/company/insert/uc', {
    companyCreditCode: creditCodeFrom(`9131${String(id).padStart(12, '0')}`),
    companyName: company.name,
    companyEmail: `company-${id}@steel-epd.example`,
    attachmentId: [licence.id, billing.id],
    companyAddress: '上海市宝山区富锦路885号',
    corporation: '张三',
    companyContacts: '李四',
    companyContactPhone: '13800138000',
    companyZipCode: '201900',
  });
  if (company.status !== 0) {
    const operator = operatorApi(request);
    await (company.status === 1
      ? operator.post(`/reviews/companies/${certified.id}/approve`)
      : operator.post(`/reviews/companies/${certified.id}/reject`, { reason: '营业执照模糊' }));
    await user.post('/p/epd/inner/readAll');
  }
  return certified.id;
};
