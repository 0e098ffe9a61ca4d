// What each demo role must see in the sidebar and the profile menu (spec §2 Sidebar and Profile menu,
// §6 rules). Every label the spec names is listed, so a label missing from a role's list must be absent.
import { USERS, type DemoUser } from './demo-users';

/** Every sidebar navigation label the spec gives, in sidebar order. */
export const SIDEBAR_LABELS = [
  'Dashboard',
  'Contracts',
  'All',
  'Started Today',
  'Incomplete/Waiting',
  'Waiting CSR',
  'Waiting Signature',
  'Completed',
  'Missed Payments',
  'Rejected',
  'Process Fee Declined',
  'Deleted',
  'Permissions',
  'EBCS Users',
  'Reports',
] as const;

/** Every profile menu label the spec gives, in menu order. */
export const MENU_LABELS = [
  'Announcements',
  'Profile',
  'Switch Facility',
  'Banners',
  'Surveys',
  'Outbox',
  'Stop Impersonating',
  'Impersonate User',
  'Enterprise Reports',
  'Logout',
] as const;

type SidebarLabel = (typeof SIDEBAR_LABELS)[number];
type MenuLabel = (typeof MENU_LABELS)[number];

export interface RoleView {
  role: string;
  user: DemoUser;
  sidebar: SidebarLabel[];
  menu: MenuLabel[];
  /** 'Tools for success': veterinary and dental only. */
  tools: boolean;
  /** The 'Updated' build timestamp in the sidebar footer: internal admins. */
  buildTimestamp: boolean;
  /** Client/facility selector on the dashboard: multi-facility users. */
  facilitySelector: boolean;
}

const TAIL = ['Completed', 'Missed Payments', 'Rejected', 'Process Fee Declined', 'Deleted'] as const;
// Riverside Animal Hospital and Bright Smiles Dental both use CSR.
const STAFF_CONTRACTS: SidebarLabel[] = ['All', 'Waiting CSR', 'Waiting Signature', ...TAIL];
const ADMIN_CONTRACTS: SidebarLabel[] = [
  'All',
  'Started Today',
  'Incomplete/Waiting',
  'Waiting CSR',
  ...TAIL,
];

const STAFF_SIDEBAR: SidebarLabel[] = ['Dashboard', 'Contracts', ...STAFF_CONTRACTS];
const FACILITY_ADMIN_SIDEBAR: SidebarLabel[] = [...STAFF_SIDEBAR, 'Permissions', 'Reports'];
const ADMIN_SIDEBAR: SidebarLabel[] = [
  'Dashboard',
  'Contracts',
  ...ADMIN_CONTRACTS,
  'Permissions',
  'Reports',
];

// A demo announcement exists, so every user sees Announcements.
const STAFF_MENU: MenuLabel[] = ['Announcements', 'Profile', 'Logout'];
const MULTI_FACILITY_MENU: MenuLabel[] = ['Announcements', 'Profile', 'Switch Facility', 'Logout'];
const ADMIN_MENU: MenuLabel[] = [
  'Announcements',
  'Profile',
  'Switch Facility',
  'Banners',
  'Surveys',
  'Outbox',
  'Impersonate User',
  'Enterprise Reports',
  'Logout',
];

const staff = (role: string, user: DemoUser): RoleView => ({
  role,
  user,
  sidebar: STAFF_SIDEBAR,
  menu: STAFF_MENU,
  tools: true,
  buildTimestamp: false,
  facilitySelector: false,
});

const admin = (role: string, user: DemoUser): RoleView => ({
  role,
  user,
  sidebar: ADMIN_SIDEBAR,
  menu: ADMIN_MENU,
  tools: true,
  buildTimestamp: true,
  facilitySelector: true,
});

export const ROLE_VIEWS: RoleView[] = [
  staff('read', USERS.read),
  staff('edit', USERS.edit),
  staff('create', USERS.create),
  { ...staff('facility admin', USERS.facilityAdmin), sidebar: FACILITY_ADMIN_SIDEBAR },
  {
    ...staff('client admin', USERS.clientAdmin),
    sidebar: FACILITY_ADMIN_SIDEBAR,
    menu: MULTI_FACILITY_MENU,
    facilitySelector: true,
  },
  admin('internal admin', USERS.admin),
  admin('developer', USERS.developer),
  staff('dental', USERS.dental),
];
