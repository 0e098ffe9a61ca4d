// A dental plan and a veterinary plan as the contract service would hand them to the documents.
import { computeAgreement } from '../../../../src/shared/agreement';
import { CREDIT_BUREAUS, GRADE_POLICIES } from '../../../../src/server/providers/credit';
import type {
  AdverseActionLetter,
  ContractDocument,
  ContractFigures,
  ElectronicSignature,
} from '../../../../src/server/providers/documents';

export const CREATED_AT = new Date('2026-11-22T15:04:05.000Z');

export const dentalContract: ContractDocument = {
  agreementNumber: '100482',
  agreementDate: '2026-11-22',
  agreementDescription: 'Dental Payment Plan',
  procedureDescription: 'Implant crown, tooth #19',
  practice: {
    name: 'Bright Smile Family Dentistry',
    address: ['2200 Orchard Lane, Suite 110', 'Springfield, IL 62704'],
    phone: '(217) 555-0190',
  },
  practiceState: 'IL',
  customer: {
    name: 'Dana M. Rivera',
    address: ['12 Elm Street', 'Springfield, IL 62701'],
    phone: '(217) 555-0134',
    email: 'dana.rivera@example.com',
  },
  billingCycle: 'monthly',
  cashPrice: 3250,
  downPayment: 500,
  financeRatePercent: 9.9,
  processingFee: 35,
  convenienceFee: 2.5,
  paymentMethod: 'Visa ending 1111',
};

export const dentalFigures: ContractFigures = computeAgreement({
  cash_price: 3250,
  down_payment: 500,
  sales_tax_rate: '1',
  finance_rate_percent: 9.9,
  number_of_payments: 12,
  billing_cycle: 'monthly',
  agreement_date: '2026-11-22',
  first_payment_due_date: '2027-01-05',
  processing_fee: 35,
  convenience_fee: 2.5,
  fee: {
    sales_tax_percent_1: 6.25,
    sales_tax_percent_2: null,
    sales_tax_percent_3: null,
    finance_rate_percent: 9.9,
  },
});

/** Weekly for three years: a schedule longer than one page. */
export const weeklyVetContract: ContractDocument = {
  ...dentalContract,
  agreementNumber: '100517',
  agreementDescription: 'Veterinary Payment Plan',
  procedureDescription: 'TPLO surgery, left hind leg',
  petName: 'Biscuit',
  practice: { name: 'Riverbend Animal Hospital', address: ['48 River Road', 'Peoria, IL 61602'] },
  customer: { name: 'José Ñúñez', address: ['9 Prairie Ct', 'Peoria, IL 61603'] },
  billingCycle: 'weekly',
  cashPrice: 6800,
  downPayment: 800,
  financeRatePercent: 0,
  processingFee: null,
  convenienceFee: null,
  paymentMethod: 'Checking account ending 6789',
};

export const weeklyVetFigures: ContractFigures = computeAgreement({
  cash_price: 6800,
  down_payment: 800,
  finance_rate_percent: 0,
  number_of_payments: 156,
  billing_cycle: 'weekly',
  agreement_date: '2026-11-22',
  first_payment_due_date: '2026-12-02',
  fee: null,
});

export const adverseLetter: AdverseActionLetter = {
  letterDate: '2026-11-22',
  customer: dentalContract.customer,
  practice: dentalContract.practice,
  agreementDescription: 'Dental Payment Plan',
  requestedAmount: 2953.13,
  bureau: CREDIT_BUREAUS.Experian,
  creditScore: {
    score: 560,
    range: { low: 300, high: 850 },
    scoredOn: '2026-11-22',
    factors: GRADE_POLICIES.E.score_factors,
  },
};

export const signature: Omit<ElectronicSignature, 'documentHash'> = {
  name: 'Dana M. Rivera',
  signedAt: CREATED_AT,
  ip: '203.0.113.24',
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  deliveredTo: 'dana.rivera@example.com',
};
