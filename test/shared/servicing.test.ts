// The servicing fields of spec §3 from the agreed schedule and the payment rows (src/shared/servicing.ts).
import {
  agreedSchedule,
  computeServicing,
  feesPaidBy,
  isPaidInFull,
  type PaymentEvent,
} from '../../src/shared/servicing';

// Six monthly payments of $100.00, the last $100.05: total $600.05, from 2026-01-05.
const schedule = agreedSchedule({
  first_payment_due_date: '2026-01-05',
  billing_cycle: 'monthly',
  number_of_payments: 6,
  payment_amount: 100,
  total_of_payments: 600.05,
});

let nextId = 0;
const row = (
  date: string,
  type: PaymentEvent['type'],
  amount: number,
  extra: Partial<PaymentEvent> = {},
) => ({
  id: ++nextId,
  date,
  type,
  amount,
  ...extra,
});

describe('the agreed schedule', () => {
  test('level payments dated by the cycle, the last making up the total of payments', () => {
    expect(schedule.map((s) => [s.date, s.amount])).toEqual([
      ['2026-01-05', 100],
      ['2026-02-05', 100],
      ['2026-03-05', 100],
      ['2026-04-05', 100],
      ['2026-05-05', 100],
      ['2026-06-05', 100.05],
    ]);
  });

  test('no schedule without a cycle, a first date or payments', () => {
    const terms = {
      billing_cycle: 'monthly' as const,
      number_of_payments: 6,
      payment_amount: 100,
      total_of_payments: 600,
    };
    expect(agreedSchedule({ ...terms, first_payment_due_date: null })).toEqual([]);
    expect(agreedSchedule({ ...terms, first_payment_due_date: '2026-01-05', number_of_payments: 0 })).toEqual(
      [],
    );
  });
});

describe('an account on schedule', () => {
  const paid = [row('2026-01-05', 'ACH', 100), row('2026-02-05', 'ACH', 100)];

  test('nothing late; the current installment is the next one, its date the next payment due', () => {
    const s = computeServicing(schedule, paid, '2026-02-20');
    expect(s).toMatchObject({
      remaining_agreement_balance: 400.05,
      remaining_num_of_payments: 4,
      next_payment_due_date: '2026-03-05',
      days_late: 0,
      total_del_pmts_owed: 0,
      total_del_and_cur_pmts_owed: 100,
      total_pmts_due: 100,
      payoff_amount: 400.05,
      total_payoff_with_fees: 400.05,
      date_of_last_payment: '2026-02-05',
      type_of_last_payment: 'ACH',
      amount_applied_to_payment: 200,
      amount_of_return: null,
    });
  });

  test('an installment due today and not yet debited is current, not late', () => {
    const s = computeServicing(schedule, paid, '2026-03-05');
    expect(s.days_late).toBe(0);
    expect(s.next_payment_due_date).toBe('2026-03-05');
  });
});

describe('a missed payment', () => {
  const rows = [row('2026-01-05', 'ACH', 100), row('2026-02-15', 'LATE FEE', 15)];

  test('is late from its due date, owed with the late fee', () => {
    const s = computeServicing(schedule, rows, '2026-02-20');
    expect(s).toMatchObject({
      days_late: 15,
      total_del_pmts_owed: 100,
      total_del_and_cur_pmts_owed: 200,
      late_fee_due: 15,
      total_pmts_due: 215,
      total_payoff_with_fees: 515.05,
      remaining_num_of_payments: 5,
      next_payment_due_date: '2026-03-05',
    });
  });

  test('a payment covers the missed installment first, then the fee, then what is not yet due', () => {
    const s = computeServicing(schedule, [...rows, row('2026-02-20', 'PRACTICE', 130)], '2026-02-20');
    expect(s).toMatchObject({
      days_late: 0,
      total_del_pmts_owed: 0,
      late_fee_due: 0,
      amount_applied_to_late_fees: 15,
      amount_applied_to_payment: 215,
      total_del_and_cur_pmts_owed: 85,
      days_delinquent_when_pmt_rcvd: 15,
      type_of_last_payment: 'PRACTICE',
    });
  });
});

describe('a returned payment', () => {
  const debit = row('2026-02-05', 'ACH', 100, { return_reason: null });
  const rows = [
    row('2026-01-05', 'ACH', 100),
    debit,
    row('2026-02-10', 'RETURN', 100, {
      return_reason: 'R01 Insufficient funds',
      returned_payment_id: debit.id,
    }),
    row('2026-02-10', 'RETURN FEE', 25),
  ];

  test('counts as unpaid, with the return fee owed and the return described', () => {
    const s = computeServicing(schedule, rows, '2026-02-20');
    expect(s).toMatchObject({
      days_late: 15,
      total_del_pmts_owed: 100,
      return_fee_due: 25,
      remaining_agreement_balance: 500.05,
      total_payoff_with_fees: 525.05,
      amount_of_return: 100,
      date_of_last_return: '2026-02-10',
      due_date_of_return: '2026-02-05',
      reason_for_return: 'R01 Insufficient funds',
      date_of_last_payment: '2026-02-05',
    });
  });
});

describe('paid in full', () => {
  test('every installment and fee paid: nothing owed, no next payment', () => {
    const rows = schedule.map((s) => row(s.date as string, 'ACH', s.amount));
    const s = computeServicing(schedule, rows, '2026-07-01');
    expect(s).toMatchObject({
      remaining_agreement_balance: 0,
      remaining_num_of_payments: 0,
      next_payment_due_date: null,
      total_payoff_with_fees: 0,
    });
    expect(isPaidInFull(s)).toBe(true);
  });

  test('not while a fee is owed', () => {
    const rows = [
      ...schedule.map((s) => row(s.date as string, 'ACH', s.amount)),
      row('2026-06-20', 'LATE FEE', 15),
    ];
    const s = computeServicing(schedule, rows, '2026-07-01');
    expect(s.remaining_agreement_balance).toBe(0);
    expect(s.total_payoff_with_fees).toBe(15);
    expect(isPaidInFull(s)).toBe(false);
  });

  test('more than is owed becomes a credit', () => {
    const s = computeServicing(schedule, [row('2026-01-05', 'PRACTICE', 700)], '2026-01-10');
    expect(s).toMatchObject({ remaining_agreement_balance: 0, amount_applied_to_credit: 99.95 });
  });
});

describe('what each payment paid toward fees (Payments Made, issue 12)', () => {
  test('installments due first, then late fees, then return fees; the rest to installments ahead', () => {
    // January paid; February's debit returned with a $25 return fee; a $15 late fee on February 20th.
    const jan = row('2026-01-05', 'ACH', 100);
    const feb = row('2026-02-05', 'ACH', 100);
    const back = row('2026-02-09', 'RETURN', 100, { returned_payment_id: feb.id });
    const returnFee = row('2026-02-09', 'RETURN FEE', 25);
    const lateFee = row('2026-02-20', 'LATE FEE', 15);
    // $130 at the practice on the 25th: $100 to February, $15 to the late fee, $15 of the return fee.
    const practice = row('2026-02-25', 'PRACTICE', 130);
    // The March debit: $100 to March (due that day) first, nothing left for the $10 of fees still owed.
    const mar = row('2026-03-05', 'ACH', 100);
    // A $50 card payment on the 10th: $10 of return fee, $40 ahead on April.
    const card = row('2026-03-10', 'CARD', 50);
    const paid = feesPaidBy(schedule, [card, mar, practice, lateFee, returnFee, back, feb, jan]);
    expect(Object.fromEntries(paid)).toEqual({
      [jan.id]: 0,
      [feb.id]: 0,
      [practice.id]: 3000,
      [mar.id]: 0,
      [card.id]: 1000,
    });
    // What each paid toward fees adds up to what the account applied to fees.
    const s = computeServicing(
      schedule,
      [jan, feb, back, returnFee, lateFee, practice, mar, card],
      '2026-03-10',
    );
    expect(s.amount_applied_to_late_fees + s.amount_applied_to_return_fees).toBe(40);
    expect(s.late_fee_due + s.return_fee_due).toBe(0);
  });

  test('a returned payment gives back what it paid toward fees: the next payment pays them', () => {
    const jan = row('2026-01-05', 'ACH', 100);
    const fee = row('2026-01-20', 'LATE FEE', 15);
    const extra = row('2026-01-25', 'CARD', 15);
    const back = row('2026-01-28', 'RETURN', 15, { returned_payment_id: extra.id });
    const again = row('2026-01-30', 'PRACTICE', 20);
    const paid = feesPaidBy(schedule, [jan, fee, extra, back, again]);
    expect(paid.get(extra.id)).toBe(1500);
    expect(paid.get(again.id)).toBe(1500);
  });

  test('a payment made before a fee was charged paid none of it, whatever came later', () => {
    const early = row('2026-01-05', 'ACH', 100);
    const fee = row('2026-01-20', 'LATE FEE', 15);
    expect(feesPaidBy(schedule, [early, fee]).get(early.id)).toBe(0);
  });
});
