// Demo users, one per kind of person the spec describes (spec §6), all with DEMO_PASSWORD.
import type { Transaction } from 'kysely';
import type { Database } from '../schema';

export const DEMO_PASSWORD = 'Demo-pass-2026';

interface UserSeed {
  email: string;
  first_name: string;
  last_name: string;
  /** [client number or null, facility key or null, level] */
  permissions: [string | null, string | null, number][];
  multifactor_required?: boolean;
  acceptsTerms?: boolean;
  role: string;
}

// prettier-ignore
export const DEMO_USERS: UserSeed[] = [
  { email: 'read@example.com', first_name: 'Rita', last_name: 'Reader', role: 'read only at Riverside Animal Hospital',
    permissions: [['12', 'riverside-main', 1]] },
  { email: 'edit@example.com', first_name: 'Ed', last_name: 'Editor', role: 'edit at Riverside Animal Hospital',
    permissions: [['12', 'riverside-main', 2]] },
  { email: 'create@example.com', first_name: 'Carla', last_name: 'Creator', role: 'create at Riverside Animal Hospital',
    permissions: [['12', 'riverside-main', 3]] },
  { email: 'facility-admin@example.com', first_name: 'Fiona', last_name: 'Fairchild',
    role: 'facility admin at Riverside Animal Hospital', permissions: [['12', 'riverside-main', 4]] },
  { email: 'client-admin@example.com', first_name: 'Clark', last_name: 'Clemens',
    role: 'client admin of Riverside Veterinary Group (three facilities)', permissions: [['12', null, 4]] },
  { email: 'admin@example.com', first_name: 'Ada', last_name: 'Adams', role: 'internal admin (impersonates)',
    permissions: [[null, null, 4]] },
  { email: 'developer@example.com', first_name: 'Dev', last_name: 'Delgado', role: 'developer',
    permissions: [[null, null, 5]] },
  { email: 'dental@example.com', first_name: 'Denise', last_name: 'Dentley', role: 'create at Bright Smiles Dental',
    permissions: [['245', 'bright-smiles', 3]] },
  { email: 'newterms@example.com', first_name: 'Nora', last_name: 'Newman',
    role: 'create at Riverside Pet Clinic East; has not accepted the current terms',
    permissions: [['12', 'riverside-east', 3]], acceptsTerms: false },
  { email: 'mfa@example.com', first_name: 'Max', last_name: 'Fischer', role: 'create at Summit Auto Care; multifactor',
    permissions: [['318', 'summit-auto', 3]], multifactor_required: true },
];

export async function seedUsers(
  trx: Transaction<Database>,
  ids: { clientIds: Record<string, number>; facilityIds: Record<string, number> },
  passwordHash: string,
  termsVersionId: number,
  now: string,
): Promise<void> {
  for (const u of DEMO_USERS) {
    const { id } = await trx
      .insertInto('users')
      .values({
        email: u.email,
        first_name: u.first_name,
        last_name: u.last_name,
        password_hash: passwordHash,
        multifactor_required: u.multifactor_required ? 1 : 0,
        is_active: 1,
        created_on: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('permissions')
      .values(
        u.permissions.map(([client, facility, level]) => ({
          user_id: id,
          client_id: client === null ? null : ids.clientIds[client],
          facility_id: facility === null ? null : ids.facilityIds[facility],
          level,
        })),
      )
      .execute();
    if (u.acceptsTerms !== false) {
      await trx
        .insertInto('terms_acceptances')
        .values({ user_id: id, terms_version_id: termsVersionId, accepted_on: now })
        .execute();
    }
  }
}
