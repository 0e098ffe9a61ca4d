// The resources of GET/POST/PUT/DELETE /api/crud/{resource} (spec §7): nothing else is reachable.
import { changeOfInformationResource } from './change-of-information';
import { clientResource } from './client';
import { contractResource } from './contract';
import { contractSearchResource } from './contract-search';
import { facilityResource } from './facility';
import { noteResource } from './note';
import { outboxResource } from './outbox';
import { paymentResource } from './payment';
import type { Resource } from './resource';
import { surveyResponseResource } from './survey-response';

const RESOURCES: Resource[] = [
  contractResource,
  contractSearchResource,
  changeOfInformationResource,
  noteResource,
  paymentResource,
  facilityResource,
  clientResource,
  surveyResponseResource,
  outboxResource,
];

const BY_NAME = new Map(RESOURCES.map((r) => [r.name, r]));

export const resourceNamed = (name: string): Resource | undefined => BY_NAME.get(name);
