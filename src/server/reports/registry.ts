// The reports GET /api/reports/:name serves (issue 12); a name not listed here is 404.
import type { ReportName } from '../../shared/reports';
import { paymentsReport } from './payments';
import { remittanceReport } from './remittance';
import type { Report } from './report';

const REPORTS: Report[] = [paymentsReport, remittanceReport];

const BY_NAME = new Map<string, Report>(REPORTS.map((r) => [r.name, r]));

export const reportNamed = (name: string): Report | undefined => BY_NAME.get(name);

export const reportNames = (): ReportName[] => REPORTS.map((r) => r.name);
