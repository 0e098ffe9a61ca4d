// Facilities the user reaches (spec §2 /facilities, §3 Facility basics).
import { field } from './fields';
import type { Resource } from './resource';
import { scopedTo } from './reach';

export const facilityResource: Resource = {
  name: 'facility',
  from: (db) => db.selectFrom('facilities as f').innerJoin('clients as cl', 'cl.id', 'f.client_id'),
  key: 'f.id',
  fields: [
    field('id', 'Facility ID', 'number', 'f.id'),
    field('client_id', 'Client ID', 'number', 'f.client_id'),
    field('client_name', 'Client', 'text', 'cl.name'),
    field('client_number', 'Client #', 'text', 'cl.client_number'),
    field('name', 'Facility', 'text', 'f.name'),
    field('facility_number', 'Facility #', 'text', 'f.facility_number'),
    field('industry_type', 'Industry', 'number', 'f.industry_type'),
    field('st', 'State', 'text', 'f.st'),
    field('csr', 'Uses CSR', 'boolean', 'f.csr'),
  ],
  rights: { list: 'canRead', one: 'canRead' },
  scope: (q, reach) => scopedTo(q, 'f.id', reach.facilityIds, reach.everything),
  defaultOrderby: 'client_name,name',
  facilityColumn: 'f.id',
  exportName: 'facilities',
};
