// Enterprise reports (issue 12, spec §2 /enterprise_reports, internal admins): the Summary figures of a
// month and the Analysis figures of the twelve months to it across every client and facility, one row
// per client with its facilities beneath, and the return-rate monitor. Columns declared once for the
// screen and the downloads.
import { ANALYSIS_COLUMNS } from './analysis';

export interface EnterpriseColumn {
  name: string;
  header: string;
  type: 'text' | 'number' | 'money' | 'percent';
}

export const ENTERPRISE_COLUMNS: EnterpriseColumn[] = [
  { name: 'client', header: 'Client', type: 'text' },
  { name: 'facility', header: 'Facility', type: 'text' },
  { name: 'active_accounts', header: 'Active Accounts', type: 'number' },
  { name: 'balance', header: 'Balance Outstanding', type: 'money' },
  { name: 'past_due_count', header: 'Past Due Accounts', type: 'number' },
  { name: 'past_due', header: 'Past Due Amount', type: 'money' },
  { name: 'par30', header: 'PAR30 %', type: 'percent' },
  { name: 'delinquency_rate', header: 'Delinquency Rate %', type: 'percent' },
  { name: 'collected', header: 'Collected', type: 'money' },
  { name: 'new_agreements', header: 'New Agreements', type: 'number' },
  { name: 'amount_financed', header: 'Amount Financed', type: 'money' },
];

export interface EnterpriseFigures {
  active_accounts: number;
  balance: number;
  past_due_count: number;
  past_due: number;
  par30: number | null;
  delinquency_rate: number | null;
  collected: number;
  new_agreements: number;
  amount_financed: number;
}

export interface EnterpriseClient extends EnterpriseFigures {
  client_id: number;
  client: string;
  facilities: (EnterpriseFigures & { facility_id: number; facility: string })[];
}

export interface EnterpriseSummary {
  month: string;
  clients: EnterpriseClient[];
  total: EnterpriseFigures;
}

/**
 * The Analysis of the twelve months to the chosen month, per client and facility (GET
 * enterprise/analysis): the Analysis report's columns, less the month, with the CSR approval rate.
 */
export const ENTERPRISE_ANALYSIS_COLUMNS: EnterpriseColumn[] = [
  { name: 'client', header: 'Client', type: 'text' },
  { name: 'facility', header: 'Facility', type: 'text' },
  ...ANALYSIS_COLUMNS.filter((c) => c.name !== 'month' && c.name !== 'sent_to_collect'),
  { name: 'csr_approval_rate', header: 'CSR Approval %', type: 'percent' },
  ...ANALYSIS_COLUMNS.filter((c) => c.name === 'sent_to_collect'),
];

/** Sums over the twelve months; the delinquency and roll rates are the last month's. */
export type EnterpriseAnalysisFigures = Record<string, number | null>;

export interface EnterpriseAnalysis {
  /** The last of the twelve months. */
  month: string;
  clients: {
    client_id: number;
    client: string;
    figures: EnterpriseAnalysisFigures;
    facilities: { facility_id: number; facility: string; figures: EnterpriseAnalysisFigures }[];
  }[];
  total: EnterpriseAnalysisFigures;
}

export type ReturnRateCategory = 'unauthorized' | 'administrative' | 'overall';

export interface ReturnRate {
  /** 'all' or 'client:<id>'. */
  scope: string;
  name: string;
  entries: number;
  /** Percent of the ACH debits of the last 60 days, per category. */
  rates: Record<ReturnRateCategory, number>;
  returns: Record<ReturnRateCategory, number>;
}

export interface ServicingAlert {
  id: number;
  business_day: string;
  scope: string;
  name: string;
  category: ReturnRateCategory;
  rate_percent: number;
  threshold_percent: number;
  returns: number;
  entries: number;
  acknowledged: boolean;
}

export interface ReturnRateMonitor {
  today: string;
  thresholds: Record<ReturnRateCategory, number>;
  rates: ReturnRate[];
  alerts: ServicingAlert[];
}
