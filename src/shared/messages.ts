// The error catalogue and other messages of spec §8, word for word where the spec gives them.
// Field validation messages live in ./validation.

export type NoticeVariant = 'success' | 'error' | 'warning';

export const NOTICE_TITLES: Record<NoticeVariant, string> = {
  success: 'Success!',
  error: 'Error!',
  warning: 'Warning!',
};

export interface StatusNotice {
  variant: NoticeVariant;
  title: string;
  text: string;
}

export const UPLOAD_TOO_LARGE =
  'Sorry, the maximum size for an uploaded file is 2MB. Please try again with a smaller file.';

/** Default notification by HTTP status (spec §8). */
export function noticeForStatus(status: number): StatusNotice {
  switch (status) {
    case 401:
      return {
        variant: 'warning',
        title: 'Please log in.',
        text: 'Your session has ended. Please log in again.',
      };
    case 403:
      return {
        variant: 'error',
        title: 'Not Authorized!',
        text: 'Sorry, you are not authorized to access this resource.',
      };
    case 404:
      return { variant: 'error', title: 'Not Found!', text: 'Sorry, the requested resource does not exist.' };
    case 413:
      return { variant: 'error', title: 'File Too Large!', text: UPLOAD_TOO_LARGE };
    default:
      return {
        variant: 'error',
        title: 'Communication Error!',
        text: 'Sorry, there was a problem communicating with the server.',
      };
  }
}

export const MESSAGES = {
  termsNotAccepted: 'Please read and accept the updated terms and conditions to continue.',
  multifactorEmailSent:
    'Verification email sent. Click the link in the email to complete multifactor authentication.',
  noFacilities: 'No facilities associated with this client. Please select another client.',
  ssnRequired: 'You must provide a Social Security Number to receive a CSR. Would you like to enter one now?',
  discardChanges: 'Would you like to discard any unsaved changes?',
  validationErrors: 'Please correct the errors (shown in red).',
  confirmSwitchFacility:
    'This contract is associated with another facility. Would you like to switch to that facility?',
  dataTablePrintWarning: 'Only the rows displayed on the screen will print. Scroll to load more rows first.',
  loadUsersFailed: 'Sorry, the list of users could not be loaded.',
  impersonateFailed: 'Sorry, impersonation could not be started.',
  loginFailed: 'The email or password is incorrect.',
  accountDeactivated: 'This account has been deactivated. Ask your practice administrator to reactivate it.',
  tooManyAttempts: 'Too many login attempts. Please wait a few minutes and try again.',
  passwordResetSent: 'If an account exists for that email, a link to set a new password has been sent.',
  passwordChanged: 'Your password has been changed.',
  linkExpired: 'This link has expired or has already been used.',
  /** An invitation link refused (issue 13): used or withdrawn 409, expired 403. */
  invitationUsed: 'This invitation has already been used. Log in with your email and the password you chose.',
  invitationWithdrawn:
    'This invitation was withdrawn or replaced by a newer one. Use the latest invitation email, or ask your administrator to send a new one.',
  invitationExpired:
    'This invitation has expired (invitations last 7 days). Ask your administrator to send a new one.',
} as const;
