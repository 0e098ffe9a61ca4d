// What the contract service needs from the app, and the shapes of its answers (spec §7 Contract).
import type { FastifyInstance } from 'fastify';
import type {
  LifecycleAction,
  ContractSection,
  SigningMethod,
} from '../../../../machines/contract-lifecycle.types';
import type { SaveResponse as SharedSaveResponse } from '../../../shared/api-types';
import type { BankAccount, Card } from '../../../shared/contract';
import type { Db } from '../../db/database';
import type { Access } from '../access';
import type { ContractView } from './contract-view';
import type { ContractProviders } from './providers';
import type { Actor } from './transitions';

export interface ContractDeps {
  db: Db;
  providers: ContractProviders;
  publicUrl: string;
}

export function contractDeps(app: FastifyInstance): ContractDeps {
  return { db: app.db, providers: app.providers, publicUrl: app.config.publicUrl };
}

export function actorOf(access: Access): Actor {
  return { userId: access.user?.id ?? null, impersonatorId: access.impersonator?.id ?? null };
}

/** POST contract / PUT contract/{id} (spec §7): the contract's fields, its methods and the action. */
export interface ContractPayload {
  contract?: Record<string, unknown> | null;
  banks?: Partial<BankAccount>[] | null;
  cards?: Partial<Card>[] | null;
  client_id?: number | null;
  facility_id?: number | null;
  action?: LifecycleAction;
  /** The section being saved; inferred from the fields sent when absent. */
  section?: ContractSection;
  /** How to send a link (FINISH-SELECT, REQUEST-CSR). */
  method?: SigningMethod;
  idempotency_key?: string;
}

/** The answer of every contract save (src/shared/api-types.ts), with the contract as the server builds it. */
export type SaveResponse = SharedSaveResponse<ContractView>;
