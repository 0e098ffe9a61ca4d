// The default card processor: decides like a real one on the documented test cards (README.md), keeps
// every answer in the charge ledger by idempotency key, and never sees a real card network.
import { randomBytes } from 'node:crypto';
import { formatMoney, fromCents } from '../../../shared/money';
import { isCardExpired } from '../../../shared/validation/card';
import { isValidCardNumber, parseCardExpiration } from '../../../shared/validation/formats';
import { InMemoryChargeLedger, type ChargeLedger, type ChargeLedgerEntry } from './charge-ledger';
import {
  CHARGE_ERRORS,
  type ChargeDeclined,
  type ChargeRequest,
  type ChargeResult,
  type DeclineCode,
  type PaymentsProvider,
} from './payments-provider';
import { cardBrand, DECLINING_TEST_CARDS, DISPUTING_TEST_CARD } from './test-cards';

export interface SandboxPaymentsOptions {
  ledger?: ChargeLedger;
  /** Milliseconds an authorization takes (0 in tests). */
  delayMs?: number;
  now?: () => Date;
  /** One line per charge for the log: amount, last 4 and outcome only. */
  notice?: (line: string) => void;
  /**
   * Where the sandbox sends what the real processor reports later (README.md "Callbacks"): called after
   * an approved charge with `charge.settled`, and `charge.disputed` for the dispute test card, each
   * with how many milliseconds later the processor would report it. Without it nothing is reported.
   */
  callbacks?: (event: SandboxCallbackEvent, delayMs: number) => Promise<unknown>;
  /** Milliseconds until settlement is reported (default 5 s); a dispute comes 5 s after that. */
  settleDelayMs?: number;
}

/** A callback event as the processor posts it to POST /api/provider_callbacks/payments. */
export interface SandboxCallbackEvent {
  id: string;
  type: 'charge.settled' | 'charge.disputed';
  data: { transactionId: string; settledOn?: string; reason?: string };
}

/** The largest single charge the processor accepts: $999,999.99. */
const MAX_AMOUNT_CENTS = 99_999_999;

const declined = (errors: string[], declineCode: DeclineCode): ChargeDeclined => ({
  approved: false,
  errors,
  declineCode,
});

/** Problems the processor refuses before trying the card; such answers are not kept, nothing was tried. */
function requestProblems(request: ChargeRequest, cardNumber: string): ChargeDeclined | null {
  const problems: [string, DeclineCode][] = [];
  const amount = request.amountCents;
  if (!Number.isInteger(amount) || amount <= 0 || amount > MAX_AMOUNT_CENTS) {
    problems.push([CHARGE_ERRORS.invalidAmount, 'invalid_amount']);
  }
  if (!isValidCardNumber(cardNumber)) problems.push([CHARGE_ERRORS.invalidNumber, 'invalid_number']);
  if (!/^\d{4}$/.test(request.expiration) || !parseCardExpiration(request.expiration)) {
    problems.push([CHARGE_ERRORS.invalidExpiry, 'invalid_expiry']);
  }
  // American Express prints a 4-digit code; the other brands 3.
  const cvcLength = cardBrand(cardNumber) === 'American Express' ? 4 : 3;
  if (request.storedCredential !== true && !new RegExp(`^\\d{${cvcLength}}$`).test(request.cvc))
    problems.push([CHARGE_ERRORS.invalidCvc, 'invalid_cvc']);
  if (!/^\d{5}(-?\d{4})?$/.test(request.zip.trim())) problems.push([CHARGE_ERRORS.invalidZip, 'invalid_zip']);
  if (problems.length === 0) return null;
  return declined(
    problems.map(([text]) => text),
    problems[0][1],
  );
}

export class SandboxCardProcessor implements PaymentsProvider {
  readonly name = 'sandbox';
  readonly ledger: ChargeLedger;
  private readonly delayMs: number;
  private readonly now: () => Date;
  private readonly notice: (line: string) => void;
  private readonly callbacks: SandboxPaymentsOptions['callbacks'];
  private readonly settleDelayMs: number;
  /** Charges under way, so two requests racing with one key share one authorization. */
  private readonly inFlight = new Map<string, Promise<ChargeResult>>();

  constructor(options: SandboxPaymentsOptions = {}) {
    this.ledger = options.ledger ?? new InMemoryChargeLedger();
    this.delayMs = options.delayMs ?? 0;
    this.now = options.now ?? (() => new Date());
    this.notice = options.notice ?? (() => {});
    this.callbacks = options.callbacks;
    this.settleDelayMs = options.settleDelayMs ?? 5_000;
  }

  charge(request: ChargeRequest): Promise<ChargeResult> {
    const key = request.idempotencyKey;
    if (!key) return Promise.reject(new Error('A charge needs an idempotency key'));
    const running = this.inFlight.get(key);
    if (running) return running;
    const attempt = this.chargeOnce(request).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, attempt);
    return attempt;
  }

  private async chargeOnce(request: ChargeRequest): Promise<ChargeResult> {
    const cardNumber = request.cardNumber.replace(/[\s-]/g, '');
    const last4 = cardNumber.slice(-4);
    const cents = Number.isInteger(request.amountCents) ? request.amountCents : 0;
    const what = `Card charge of ${formatMoney(fromCents(cents))} on card ending ${last4}`;

    const earlier = await this.ledger.find(request.idempotencyKey);
    if (earlier) {
      const same = earlier.amountCents === request.amountCents && earlier.last4 === last4;
      this.notice(`${what}: answered from the ledger${same ? '' : ' (different details refused)'}`);
      return same ? earlier.result : declined([CHARGE_ERRORS.keyReused], 'idempotency_key_reused');
    }

    const refused = requestProblems(request, cardNumber);
    if (refused) {
      this.notice(`${what}: refused (${refused.declineCode})`);
      return refused;
    }
    await this.wait();
    const result = this.authorize(request, cardNumber);
    // A processing error is transient: it is not kept, so trying again with the same key can succeed.
    if (result.approved || result.declineCode !== 'processing_error') {
      const entry: ChargeLedgerEntry = {
        amountCents: request.amountCents,
        last4,
        result,
        chargedAt: this.now().toISOString(),
      };
      await this.ledger.save(request.idempotencyKey, entry);
    }
    this.notice(`${what}: ${result.approved ? `approved (${result.transactionId})` : result.declineCode}`);
    if (result.approved) await this.reportLater(result.transactionId, cardNumber);
    return result;
  }

  /** Settlement of every approved charge, and a dispute for the dispute test card (README.md "Callbacks"). */
  private async reportLater(transactionId: string, cardNumber: string): Promise<void> {
    if (!this.callbacks) return;
    const settledOn = new Date(this.now().getTime() + this.settleDelayMs).toISOString().slice(0, 10);
    const events: [SandboxCallbackEvent, number][] = [
      [
        { id: `evt_settled_${transactionId}`, type: 'charge.settled', data: { transactionId, settledOn } },
        this.settleDelayMs,
      ],
    ];
    if (cardNumber === DISPUTING_TEST_CARD) {
      events.push([
        {
          id: `evt_disputed_${transactionId}`,
          type: 'charge.disputed',
          data: { transactionId, reason: 'fraudulent' },
        },
        this.settleDelayMs + 5_000,
      ]);
    }
    for (const [event, delayMs] of events) {
      try {
        await this.callbacks(event, delayMs);
      } catch {
        // The charge stands; a real processor would retry its callback, the sandbox only says so.
        this.notice(`Callback ${event.type} for ${transactionId} could not be scheduled`);
      }
    }
  }

  private authorize(request: ChargeRequest, cardNumber: string): ChargeResult {
    const testCard = DECLINING_TEST_CARDS[cardNumber];
    if (testCard) return declined([...testCard.errors], testCard.declineCode);
    const today = this.now().toISOString().slice(0, 10);
    if (isCardExpired(request.expiration, today)) return declined([CHARGE_ERRORS.expired], 'expired_card');
    return {
      approved: true,
      transactionId: `ch_sandbox_${randomBytes(12).toString('hex')}`,
      authCode: randomBytes(3).toString('hex').toUpperCase(),
      amountCents: request.amountCents,
      last4: cardNumber.slice(-4),
      brand: cardBrand(cardNumber),
    };
  }

  private wait(): Promise<void> {
    return this.delayMs > 0 ? new Promise((resolve) => setTimeout(resolve, this.delayMs)) : Promise.resolve();
  }
}
