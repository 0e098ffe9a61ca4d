// spec §5 Form-level wording ('Enter current password.', 'Must match the password entered above.'),
// §5 Other and §9: passwords of 10 or more characters with a digit; uploads up to 2MB.
import { UPLOAD_TOO_LARGE } from '../../../src/shared/messages';
import { passwordChangeSchema } from '../../../src/shared/validation/password';
import { base64ByteLength, uploadSizeError } from '../../../src/shared/validation/upload';
import { errorsOf } from './fixtures';

const RULE = 'Password must be at least 10 characters and include at least 1 number.';
const change = (values: object, requireCurrentPassword = true) =>
  errorsOf(passwordChangeSchema({ requireCurrentPassword }), values);

describe('password change', () => {
  it('passes a good change', () => {
    expect(change({ current_password: 'old', password: 'abcdefghi1', password2: 'abcdefghi1' })).toEqual({});
  });
  it('asks for the current password when logged in', () => {
    expect(change({ password: 'abcdefghi1', password2: 'abcdefghi1' })).toEqual({
      current_password: 'Enter current password.',
    });
    expect(change({ password: 'abcdefghi1', password2: 'abcdefghi1' }, false)).toEqual({});
  });
  it('asks for the new password', () => {
    expect(change({ current_password: 'old' }).password).toBe('Enter a password.');
  });
  it.each<[string, string | undefined, string]>([
    ['abcdefgh1', RULE, '9 characters'],
    ['abcdefghij', RULE, 'no digit'],
    ['abcdefghi1', undefined, '10 with a digit'],
    ['Password1234!', 'This password is too common. Please choose another.', 'a common password'],
    ['1234567890', 'This password is too common. Please choose another.', 'a common run of digits'],
    ['7294051836', undefined, 'all digits'],
    [' qmzvtrwp1', undefined, 'a space counts: passwords are not trimmed'],
  ])('%s (%s)', (password, message) => {
    expect(change({ current_password: 'old', password, password2: password }).password).toBe(message);
  });
  it.each([
    ['abcdefghi1', undefined],
    ['abcdefghi2', 'Must match the password entered above.'],
    ['', 'Must match the password entered above.'],
    [undefined, 'Must match the password entered above.'],
  ])('confirmation %s', (password2, message) => {
    expect(change({ current_password: 'old', password: 'abcdefghi1', password2 }).password2).toBe(message);
  });
});

describe('upload size cap of 2MB', () => {
  it.each([
    [2 * 1024 * 1024, null],
    [2 * 1024 * 1024 + 1, UPLOAD_TOO_LARGE],
    [0, null],
  ])('%s bytes', (bytes, message) => expect(uploadSizeError(bytes)).toBe(message));
  it('reuses the catalogue message', () => {
    expect(UPLOAD_TOO_LARGE).toBe(
      'Sorry, the maximum size for an uploaded file is 2MB. Please try again with a smaller file.',
    );
  });
  it.each([
    ['', 0],
    ['YQ==', 1],
    ['YWI=', 2],
    ['YWJj', 3],
    ['data:application/pdf;base64,YWJjZA==', 4],
  ])('base64 %s decodes to %s bytes', (b64, bytes) => expect(base64ByteLength(b64)).toBe(bytes));
  it('measures a base64 payload at the cap', () => {
    const b64 = Buffer.alloc(2 * 1024 * 1024 + 1).toString('base64');
    expect(uploadSizeError(base64ByteLength(b64))).toBe(UPLOAD_TOO_LARGE);
  });
});
