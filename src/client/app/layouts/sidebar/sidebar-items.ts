// What the sidebar shows for whom (spec §2 Sidebar); a pure function so the rules are tested directly.
import type { Facility } from '../../../../shared/facility';
import type { Rights } from '../../../../shared/permissions';
import { TOOLS_FOR_SUCCESS, TRAINING_LINKS, type TrainingLink } from '../../../../shared/product';
import { href, REPORT_ROUTES, ROUTES, type RouteName } from '../../routes';

export interface NavItem {
  key: string;
  label: string;
  href: string;
  selected: boolean;
  children?: NavItem[];
}

export interface SidebarModel {
  items: NavItem[];
  /** 'Tools for success': veterinary and dental only. */
  tools: TrainingLink[] | null;
  training: TrainingLink[];
  /** The 'Updated' build timestamp footer is for internal admins. */
  showBuildTimestamp: boolean;
}

type StatusRule = 'admin' | 'nonAdmin' | 'csr';

/** Contracts sub-menu: label, status query value and who sees it (spec §2). */
export const CONTRACT_STATUS_MENU: { label: string; status: string | null; rule?: StatusRule }[] = [
  { label: 'All', status: null },
  { label: 'Started Today', status: 'started-today', rule: 'admin' },
  { label: 'Incomplete/Waiting', status: 'incomplete-waiting', rule: 'admin' },
  { label: 'Waiting CSR', status: 'waiting-csr', rule: 'csr' },
  { label: 'Waiting Signature', status: 'waiting-signature', rule: 'nonAdmin' },
  { label: 'Completed', status: 'completed' },
  { label: 'Missed Payments', status: 'missed-payments' },
  { label: 'Rejected', status: 'rejected' },
  { label: 'Process Fee Declined', status: 'process-fee-declined' },
  { label: 'Deleted', status: 'deleted' },
];

export interface SidebarInput {
  rights: Rights;
  facility: Facility | null;
  routeName: RouteName;
  /** The contract list's status query, to mark the selected filter. */
  status: string | null;
}

function statusVisible(rule: StatusRule | undefined, rights: Rights, facility: Facility | null): boolean {
  if (rule === 'admin') return rights.isEbcsAdmin;
  if (rule === 'nonAdmin') return !rights.isEbcsAdmin;
  if (rule === 'csr') return Boolean(facility?.csr);
  return true;
}

export function sidebarModel({ rights, facility, routeName, status }: SidebarInput): SidebarModel {
  const section = ROUTES[routeName].section;
  const items: NavItem[] = [
    { key: 'dashboard', label: 'Dashboard', href: href.dashboard(), selected: routeName === 'dashboard' },
    {
      key: 'contracts',
      label: 'Contracts',
      href: href.contracts(),
      selected: section === 'contracts',
      children: CONTRACT_STATUS_MENU.filter((s) => statusVisible(s.rule, rights, facility)).map((s) => ({
        key: `contracts:${s.status ?? 'all'}`,
        label: s.label,
        href: href.contracts(s.status ?? undefined),
        selected: routeName === 'contracts' && status === s.status,
      })),
    },
  ];
  if (rights.isFacilityAdmin) {
    items.push({
      key: 'permissions',
      label: 'Permissions',
      href: href.permissions(),
      selected: routeName === 'permissions',
      children:
        rights.isEbcsAdmin && section === 'permissions'
          ? [
              {
                key: 'ebcsPermissions',
                label: 'EBCS Users',
                href: href.ebcsPermissions(),
                selected: routeName === 'ebcsPermissions',
              },
              { key: 'audit', label: 'Audit Trail', href: href.audit(), selected: routeName === 'audit' },
            ]
          : undefined,
    });
  }
  if (rights.canViewReports) {
    items.push({
      key: 'reports',
      label: 'Reports',
      href: href.reports(),
      selected: routeName === 'reports',
      children:
        section === 'reports'
          ? REPORT_ROUTES.map((name) => ({
              key: name,
              label: ROUTES[name].heading,
              href: href.report(name),
              selected: routeName === name,
            }))
          : undefined,
    });
  }
  const industry = facility?.industry ?? 'general';
  return {
    items,
    tools: TOOLS_FOR_SUCCESS[industry] ?? null,
    training: TRAINING_LINKS[industry],
    showBuildTimestamp: rights.isEbcsAdmin,
  };
}
