// The demo users of src/server/db/seed/users.ts as the browser tests expect to see them (spec §1, §2):
// who they are, where they start and which industry that facility belongs to.
export const DEMO_PASSWORD = 'Demo-pass-2026';

export type Industry = 'veterinary' | 'dental' | 'general';

export interface DemoUser {
  email: string;
  name: string;
  /** Header label of the facility the session starts at: "Name (0012)". */
  facility: string;
  industry: Industry;
}

const RIVERSIDE_MAIN = 'Riverside Animal Hospital (0012)';
const BRIGHT_SMILES = 'Bright Smiles Dental - Maple Street (0245)';

const user = (
  local: string,
  name: string,
  facility = RIVERSIDE_MAIN,
  industry: Industry = 'veterinary',
): DemoUser => ({ email: `${local}@example.com`, name, facility, industry });

export const USERS = {
  read: user('read', 'Rita Reader'),
  edit: user('edit', 'Ed Editor'),
  create: user('create', 'Carla Creator'),
  facilityAdmin: user('facility-admin', 'Fiona Fairchild'),
  clientAdmin: user('client-admin', 'Clark Clemens'),
  // Internal admins reach every facility and start at the first by client name.
  admin: user('admin', 'Ada Adams', BRIGHT_SMILES, 'dental'),
  developer: user('developer', 'Dev Delgado', BRIGHT_SMILES, 'dental'),
  dental: user('dental', 'Denise Dentley', BRIGHT_SMILES, 'dental'),
  newTerms: user('newterms', 'Nora Newman', 'Riverside Pet Clinic East (0012)'),
  mfa: user('mfa', 'Max Fischer', 'Summit Auto Care - Downtown (0318)', 'general'),
} satisfies Record<string, DemoUser>;

/** Header services per industry (spec §1). */
export const SERVICES: Record<Industry, string[]> = {
  veterinary: ['Payment Plans', 'Prepayment Plans', 'Wellness Plans', 'Pet Savings Accounts'],
  dental: ['Payment Plans', 'Prepayment Plans', 'Wellness Plans', 'Membership Plans'],
  general: [
    'Payment Plans',
    'Prepayment Plans',
    'Maintenance Plans',
    'Membership Plans',
    'Recurring Billing',
  ],
};
