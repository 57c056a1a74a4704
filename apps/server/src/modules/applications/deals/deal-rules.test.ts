import { APPLY_STAGE, CONTRACT_STATUS, QUOTE_STATUS } from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';
import {
  contractDecision,
  contractIssueRefusal,
  issuable,
  quoteDecision,
  quoteIssueRefusal,
} from './deal-rules.ts';

const upload = {
  owner_user_id: 0,
  operator_id: 7,
  business_type: 'QUOTE',
  mime_type: 'application/pdf',
  company_id: null,
};

const at = (stage: number, quote_status: number, contract_status: number = CONTRACT_STATUS.none) => ({
  stage,
  quote_status,
  contract_status,
});

describe('the rules of quotes and contracts (decisions 111 and 113)', () => {
  it('issues only an operator’s PDF of the type, not yet given to a company', () => {
    expect(issuable(upload, 'QUOTE')).toBe(true);
    expect(issuable(upload, 'CONTRACT')).toBe(false);
    expect(issuable(undefined, 'QUOTE')).toBe(false);
    expect(issuable({ ...upload, owner_user_id: 5 }, 'QUOTE')).toBe(false);
    expect(issuable({ ...upload, operator_id: null }, 'QUOTE')).toBe(false);
    expect(issuable({ ...upload, mime_type: 'application/zip' }, 'QUOTE')).toBe(false);
    expect(issuable({ ...upload, company_id: 3 }, 'QUOTE')).toBe(false);
  });

  it('issues a quote at stage 20 when none is pending or confirmed', () => {
    expect(quoteIssueRefusal(at(APPLY_STAGE.contract, QUOTE_STATUS.none))).toBeNull();
    expect(quoteIssueRefusal(at(APPLY_STAGE.contract, QUOTE_STATUS.rejected))).toBeNull();
    expect(quoteIssueRefusal(at(APPLY_STAGE.contract, QUOTE_STATUS.pending))).toBe('APPLICATION_STAGE_WRONG');
    expect(quoteIssueRefusal(at(APPLY_STAGE.contract, QUOTE_STATUS.confirmed))).toBe(
      'APPLICATION_STAGE_WRONG',
    );
    expect(quoteIssueRefusal(at(APPLY_STAGE.lcaCalculation, QUOTE_STATUS.none))).toBe(
      'APPLICATION_STAGE_WRONG',
    );
  });

  it('issues a contract at stage 20 once the quote is confirmed, none pending or signed', () => {
    const { contract } = APPLY_STAGE;
    const { confirmed, pending } = QUOTE_STATUS;
    expect(contractIssueRefusal(at(contract, confirmed))).toBeNull();
    expect(contractIssueRefusal(at(contract, confirmed, CONTRACT_STATUS.refused))).toBeNull();
    expect(contractIssueRefusal(at(contract, pending))).toBe('APPLICATION_QUOTE_NOT_CONFIRMED');
    expect(contractIssueRefusal(at(contract, confirmed, CONTRACT_STATUS.pending))).toBe(
      'APPLICATION_STAGE_WRONG',
    );
    expect(contractIssueRefusal(at(contract, confirmed, CONTRACT_STATUS.signed))).toBe(
      'APPLICATION_STAGE_WRONG',
    );
    expect(contractIssueRefusal(at(APPLY_STAGE.application, confirmed))).toBe('APPLICATION_STAGE_WRONG');
  });

  it('turns a decision into its statuses and event, a refusal keeping its reason', () => {
    expect(quoteDecision({ confirm: true })).toEqual({
      reason: null,
      from: QUOTE_STATUS.pending,
      to: QUOTE_STATUS.confirmed,
      kind: 'quoteConfirmed',
    });
    expect(contractDecision({ confirm: false, reason: 'too dear' })).toEqual({
      reason: 'too dear',
      from: CONTRACT_STATUS.pending,
      to: CONTRACT_STATUS.refused,
      kind: 'contractRefused',
    });
  });
});
