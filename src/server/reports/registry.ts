// The reports GET /api/reports/:name serves (issue 12); a name not listed here is 404.
import type { ReportName } from '../../shared/reports';
import { accountsReceivableReport } from './accounts-receivable';
import { delinquentAccountsReport } from './delinquent-accounts';
import { newAgreementsReport } from './new-agreements';
import { paymentsReport } from './payments';
import { remittanceReport } from './remittance';
import type { Report } from './report';
import { statusChangeReport } from './status-change';
import { summaryReport } from './summary';

const REPORTS: Report[] = [
  paymentsReport,
  newAgreementsReport,
  statusChangeReport,
  delinquentAccountsReport,
  accountsReceivableReport,
  remittanceReport,
  summaryReport,
];

const BY_NAME = new Map<string, Report>(REPORTS.map((r) => [r.name, r]));

export const reportNamed = (name: string): Report | undefined => BY_NAME.get(name);

export const reportNames = (): ReportName[] => REPORTS.map((r) => r.name);
