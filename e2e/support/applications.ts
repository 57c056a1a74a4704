import { randomUUID } from 'node:crypto';
import { REPORT_TYPE_DATA } from '@steel-epd/contract';
import { type LoginAnswer, setupRequest, userApi } from './api.ts';
import { ownZip, titledPdf } from './files.ts';

export interface E2eApplication {
  /** The applicant: a member of a certified company (giveCompany). */
  applicant: LoginAnswer;
  /** The register number of an enabled PCR (insertPcr). */
  pcrNumber: string;
  /** The entries' product names (1 to 3); each gets its LCA report, EPD pre-report and data sheet. */
  products: readonly string[];
}

/**
 * A submitted application (stage 10) as the applicant sends it from the portal's form: each
 * entry's three files uploaded as the form does (each a file of its own), then the form. Answers
 * its id.
 */
export const insertApplication = async (a: E2eApplication): Promise<number> => {
  const user = userApi(await setupRequest(), a.applicant.tokenVO.token);
  const pdf = async (businessType: string, name: string) =>
    (await user.upload(businessType, { name, mimeType: 'application/pdf', buffer: titledPdf(name) })).id;
  const epd = [];
  for (const productName of a.products) {
    const data = `${productName}-data.zip`;
    epd.push({
      productName,
      lcaAttachmentId: await pdf('LCA', `${productName}-lca.pdf`),
      epdAttachmentId: await pdf('EPD', `${productName}-epd.pdf`),
      dataAttachment: (
        await user.upload(
          'LCA',
          { name: data, mimeType: 'application/zip', buffer: ownZip(data) },
          { reportType: REPORT_TYPE_DATA },
        )
      ).id,
    });
  }
  const saved = await user.post<{ id: number }>('/p/apply/for/save', {
    epd,
    // Register numbers are kept upper case, as the PCR list offers them (PCR_REGISTER_NO_RE).
    apply: { productType: 'EPD', pcrNumber: a.pcrNumber.toUpperCase(), requestKey: randomUUID() },
  });
  return saved.id;
};
