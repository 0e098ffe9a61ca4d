// The customer's home, mobile and work phones (spec §5 Phone): each in a phone format, home or mobile
// present, the three different from each other, and a flagged one changed.
import type { StringSchema } from 'yup';
import type { ContractValues } from '../contract';
import { phoneField } from './fields';
import { flaggedTest } from './flagged';
import { isValidPhone, samePhone } from './formats';
import { VALIDATION_MESSAGES as M } from './messages';

type Parent = Record<string, unknown>;
type PhoneField = 'customer_phone1' | 'customer_phone2' | 'customer_phone3';

/** Each phone and the message naming the two it must differ from. */
const REPEATED: Record<PhoneField, string> = {
  customer_phone1: M.homePhoneRepeated,
  customer_phone2: M.mobilePhoneRepeated,
  customer_phone3: M.workPhoneRepeated,
};
const PHONES = Object.keys(REPEATED) as PhoneField[];

function phone(field: PhoneField, requireHomeOrMobile: boolean, saved?: ContractValues | null) {
  let schema: StringSchema = phoneField();
  if (requireHomeOrMobile && field !== 'customer_phone3') {
    // Shown beside both home and mobile: either one satisfies it.
    schema = schema.test({
      name: 'home-or-mobile',
      message: M.homeOrMobilePhone,
      test: (_v, { parent }) =>
        Boolean((parent as Parent).customer_phone1 || (parent as Parent).customer_phone2),
    });
  }
  // Compared with the other phones that are valid: a mistyped one gets its own format message.
  const others = PHONES.filter((other) => other !== field);
  schema = schema.test({
    name: 'phones-differ',
    message: REPEATED[field],
    skipAbsent: true,
    test: (value, { parent }) =>
      others.every((other) => {
        const phone = (parent as Parent)[other];
        return typeof phone !== 'string' || !isValidPhone(phone) || !samePhone(value, phone);
      }),
  });
  return schema.test(flaggedTest(field, saved));
}

/** The three phone fields; `requireHomeOrMobile` on a contract, not on a change of information. */
export function customerPhoneFields(requireHomeOrMobile: boolean, saved?: ContractValues | null) {
  return {
    customer_phone1: phone('customer_phone1', requireHomeOrMobile, saved),
    customer_phone2: phone('customer_phone2', requireHomeOrMobile, saved),
    customer_phone3: phone('customer_phone3', requireHomeOrMobile, saved),
  };
}
