// Values the server flagged as bad (bad_address, bad_email, bad_home_number, bad_moble_number,
// bad_work_number) must be changed before saving again (spec §5 Generic).
import type { ContractValues } from '../contract';
import { samePhone } from './formats';
import { VALIDATION_MESSAGES as M } from './messages';

type Parent = Record<string, unknown>;
export type FlaggedField =
  'customer_address1' | 'customer_email' | 'customer_phone1' | 'customer_phone2' | 'customer_phone3';

const norm = (v: unknown) =>
  String(v ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
const ADDRESS = ['customer_address1', 'customer_address2', 'customer_city', 'customer_st', 'customer_zip'];

interface Flag {
  flag: keyof ContractValues;
  message: string;
  unchanged: (current: Parent, saved: ContractValues) => boolean;
}

const phoneUnchanged = (field: FlaggedField) => (current: Parent, saved: ContractValues) =>
  samePhone(current[field] as string, saved[field] as string);

const FLAGS: Record<FlaggedField, Flag> = {
  customer_address1: {
    flag: 'bad_address',
    message: M.badAddress,
    unchanged: (current, saved) =>
      ADDRESS.every((f) => norm(current[f]) === norm(saved[f as keyof ContractValues])),
  },
  customer_email: {
    flag: 'bad_email',
    message: M.badEmail,
    unchanged: (current, saved) => norm(current.customer_email) === norm(saved.customer_email),
  },
  customer_phone1: {
    flag: 'bad_home_number',
    message: M.badHomePhone,
    unchanged: phoneUnchanged('customer_phone1'),
  },
  customer_phone2: {
    flag: 'bad_moble_number',
    message: M.badMobilePhone,
    unchanged: phoneUnchanged('customer_phone2'),
  },
  customer_phone3: {
    flag: 'bad_work_number',
    message: M.badWorkPhone,
    unchanged: phoneUnchanged('customer_phone3'),
  },
};

/** The test of one flagged field, against the contract as last saved (flags are set on that one). */
export function flaggedTest(field: FlaggedField, saved: ContractValues | null | undefined) {
  const { flag, message, unchanged } = FLAGS[field];
  return {
    name: `flagged-${field}`,
    message,
    skipAbsent: true,
    test: (_value: unknown, { parent }: { parent: Parent }) =>
      !saved || !(parent[flag] ?? saved[flag]) || !unchanged(parent, saved),
  };
}
