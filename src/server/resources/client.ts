// Clients (practice groups) with at least one facility the user reaches (spec §2 /clients).
import { field } from './fields';
import type { Resource } from './resource';
import { scopedTo } from './reach';

export const clientResource: Resource = {
  name: 'client',
  from: (db) => db.selectFrom('clients as cl'),
  key: 'cl.id',
  fields: [
    field('id', 'Client ID', 'number', 'cl.id'),
    field('name', 'Client', 'text', 'cl.name'),
    field('client_number', 'Client #', 'text', 'cl.client_number'),
  ],
  rights: { list: 'canRead', one: 'canRead' },
  scope: (q, reach) => scopedTo(q, 'cl.id', reach.clientIds, reach.everything),
  defaultOrderby: 'name',
  exportName: 'clients',
};
