// Password rule (spec §9: at least 10 characters with at least one digit), plus refusal of the most
// common passwords, including them with digits or symbols added before or after ("Password123!").
import { PASSWORD_MIN_LENGTH } from './constants';

export const PASSWORD_MESSAGES = {
  required: 'Enter a password.',
  rule: 'Password must be at least 10 characters and include at least 1 number.',
  common: 'This password is too common. Please choose another.',
  mismatch: 'Must match the password entered above.',
} as const;

// The most common passwords of public breach lists (lower case; words that pad to 10 with digits).
// prettier-ignore
const COMMON = new Set([
  'password', 'passw0rd', 'p@ssword', 'p@ssw0rd', 'pass', 'passwort', 'motdepasse', 'contrasena', 'senha',
  'qwerty', 'qwertyuiop', 'qwertyui', 'qwerty123', 'qwerty1234', 'qwertz', 'azerty', 'asdfgh', 'asdfghjkl',
  'asdf', 'zxcvbn', 'zxcvbnm', 'qazwsx', 'qazwsxedc', '1qaz2wsx', '1q2w3e4r', '1q2w3e4r5t', 'q1w2e3r4t5',
  'abc', 'abcd', 'abcdef', 'abcdefg', 'abcdefgh', 'abcdefghij', 'abc123', 'a1b2c3', 'aaaaaa', 'aa',
  '123456', '1234567', '12345678', '123456789', '1234567890', '0123456789', '0987654321', '987654321',
  '111111', '1111111111', '000000', '0000000000', '123123', '123123123', '654321', '666666', '121212',
  '112233', '123321', '159753', '147258369', '789456123', '11223344', '7777777', '88888888', '5555555555',
  'iloveyou', 'iloveyou2', 'loveyou', 'love', 'lovely', 'loveme', 'lover', 'mylove', 'ilovegod',
  'welcome', 'welcome1', 'letmein', 'login', 'admin', 'administrator', 'root', 'user', 'guest', 'test',
  'testing', 'changeme', 'default', 'secret', 'master', 'access', 'hello', 'hellohello', 'trustno1',
  'whatever', 'nothing', 'freedom', 'starwars', 'pokemon', 'batman', 'superman', 'spiderman', 'ironman',
  'pikachu', 'naruto', 'dragon', 'monkey', 'shadow', 'sunshine', 'princess', 'flower', 'butterfly',
  'football', 'baseball', 'basketball', 'soccer', 'hockey', 'golf', 'tennis', 'jordan', 'jordan23',
  'michael', 'jennifer', 'jessica', 'ashley', 'daniel', 'thomas', 'robert', 'matthew', 'andrew', 'joshua',
  'charlie', 'george', 'hunter', 'harley', 'ranger', 'buster', 'tigger', 'ginger', 'pepper', 'maggie',
  'bailey', 'buddy', 'lucky', 'coffee', 'cookie', 'chocolate', 'cheese', 'banana', 'orange', 'summer',
  'winter', 'spring', 'autumn', 'monday', 'friday', 'sunday', 'january', 'august', 'december',
  'computer', 'internet', 'google', 'facebook', 'linkedin', 'twitter', 'youtube', 'samsung', 'apple',
  'microsoft', 'windows', 'mustang', 'ferrari', 'porsche', 'corvette', 'chelsea', 'liverpool', 'arsenal',
  'killer', 'soccer1', 'hottie', 'sexy', 'angel', 'angels', 'blessed', 'jesus', 'heaven', 'family',
  'forever', 'friends', 'happy', 'smile', 'money', 'matrix', 'cowboy', 'eagles', 'yankees', 'lakers',
  'cowboys', 'steelers', 'diamond', 'silver', 'golden', 'purple', 'yellow', 'america', 'usa', 'canada',
  'letmein1', 'passpass', 'mypassword', 'newpassword', 'password1', 'security', 'superstar', 'rockstar',
  'dental', 'dentist', 'veterinary', 'vet', 'doctor', 'clinic', 'payplan', 'practice', 'patient',
]);

function isCommon(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON.has(lower) || /^(.)\1+$/.test(lower)) return true;
  // Strip digits and symbols added before or after a common word: "Password123!" → "password".
  const core = lower.replace(/^[\d\W_]+/, '').replace(/[\d\W_]+$/, '');
  if (COMMON.has(core)) return true;
  // A common word repeated ("passwordpassword1") is as weak.
  const repeated = /^(.+?)\1+$/.exec(core);
  return repeated !== null && (repeated[1].length === 1 || COMMON.has(repeated[1]));
}

/** The first problem with a new password, keyed by the field to show it under; null when it is fine. */
export function passwordProblem(
  password: string,
  password2?: string,
): { field: 'password' | 'password2'; message: string } | null {
  if (!password) return { field: 'password', message: PASSWORD_MESSAGES.required };
  if (password.length < PASSWORD_MIN_LENGTH || !/\d/.test(password)) {
    return { field: 'password', message: PASSWORD_MESSAGES.rule };
  }
  if (isCommon(password)) return { field: 'password', message: PASSWORD_MESSAGES.common };
  if (password2 !== undefined && password2 !== password) {
    return { field: 'password2', message: PASSWORD_MESSAGES.mismatch };
  }
  return null;
}
