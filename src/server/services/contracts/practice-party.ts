// The practice as its letters and contracts name it (issue 15: the adverse action letter gave "OH"
// alone; the contract's creditor block had no street address): name, street lines, 'City, ST 12345'
// and phone, from the facility's row.
import type { Facility } from '../../../shared/facility';
import type { Db } from '../../db/database';
import type { DocumentParty } from '../../providers/documents';

export async function practicePartyOf(db: Db, facility: Facility): Promise<DocumentParty> {
  const row = await db
    .selectFrom('facilities')
    .select(['address1', 'address2', 'city', 'zip', 'phone'])
    .where('id', '=', facility.id)
    .executeTakeFirst();
  const street = [row?.address1, row?.address2].filter((line): line is string => Boolean(line));
  const place = [row?.city ? `${row.city},` : null, facility.st, row?.zip].filter(Boolean).join(' ');
  return { name: facility.name, address: [...street, place], phone: row?.phone ?? null };
}
