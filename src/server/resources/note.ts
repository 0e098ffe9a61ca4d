// Notes on contracts (spec §7 note), read-only here: adding one is POST /api/note/{contractId}.
import { field, fullName, idParam } from './fields';
import type { Resource } from './resource';
import { scopedTo } from './reach';

export const noteResource: Resource = {
  name: 'note',
  from: (db) =>
    db
      .selectFrom('contract_notes as n')
      .innerJoin('contracts as c', 'c.id', 'n.contract_id')
      .leftJoin('users as u', 'u.id', 'n.user_id'),
  key: 'n.id',
  fields: [
    field('id', 'Note #', 'number', 'n.id'),
    field('contract_id', 'Contract #', 'number', 'n.contract_id'),
    field('at', 'Date', 'timestamp', 'n.at'),
    field('text', 'Note', 'text', 'n.text'),
    field('user', 'By', 'text', fullName('u.first_name', 'u.last_name')),
  ],
  rights: { list: 'canRead', one: 'canRead' },
  scope: (q, reach) => scopedTo(q, 'c.facility_id', reach.facilityIds, reach.everything),
  defaultOrderby: 'at',
  facilityColumn: 'c.facility_id',
  filters: { contract_id: (q, value) => q.where('n.contract_id', '=', idParam('contract_id', value)) },
  exportName: 'notes',
};
