// Masked displays of stored secrets (spec §3 Card "shown masked as last 4", §5 SSN "a masked value
// starting with *"; reference/README.md "show at most the last four digits").
const digitsOf = (value: string) => value.replace(/\D/g, '');

/** The last four digits, only when more digits than that exist: a short number stays fully hidden. */
function lastFour(digits: string): string {
  return digits.length > 4 ? digits.slice(-4) : '';
}

/** '***-**-1234'. */
export function maskSsn(ssn: string): string {
  const last = lastFour(digitsOf(ssn));
  return `***-**-${last || '****'}`;
}

/** '************1111': as many stars as hidden digits, then the last four. */
export function maskCardNumber(cardNumber: string): string {
  const digits = digitsOf(cardNumber);
  const last = lastFour(digits);
  return '*'.repeat(Math.max(digits.length - last.length, 4)) + last;
}

/** '******6789': a fixed run of stars, so the mask does not tell the account number's length. */
export function maskAccountNumber(accountNumber: string): string {
  return `******${lastFour(digitsOf(accountNumber))}`;
}
