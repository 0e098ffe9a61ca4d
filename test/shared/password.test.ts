// spec §9: passwords of at least 10 characters with at least one digit; common ones refused.
import { PASSWORD_MESSAGES, passwordProblem } from '../../src/shared/password';

describe('passwordProblem', () => {
  it('asks for a password when there is none', () => {
    expect(passwordProblem('')).toEqual({ field: 'password', message: 'Enter a password.' });
  });

  it.each(['Short-1', 'no-digits-here-at-all', '123456789'])(
    'refuses %s: under 10 characters or no digit',
    (p) => {
      expect(passwordProblem(p)).toEqual({ field: 'password', message: PASSWORD_MESSAGES.rule });
    },
  );

  it.each([
    'password123',
    'Password1234!',
    'QWERTYUIOP1',
    '1234567890',
    '2026sunshine',
    'monkeymonkey1',
    'aaaaaaaaa1',
  ])('refuses the common password %s, whatever the case or the digits added', (p) => {
    expect(passwordProblem(p, p)).toEqual({ field: 'password', message: PASSWORD_MESSAGES.common });
  });

  it.each(['Demo-pass-2026', 'correct horse 7 battery', 'Maple-Street-42'])('accepts %s', (p) => {
    expect(passwordProblem(p, p)).toBeNull();
  });

  it('asks for the same password twice', () => {
    expect(passwordProblem('Demo-pass-2026', 'Demo-pass-2025')).toEqual({
      field: 'password2',
      message: 'Must match the password entered above.',
    });
    expect(passwordProblem('Demo-pass-2026')).toBeNull();
  });
});
