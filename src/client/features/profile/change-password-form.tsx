// Change password on the profile (POST /auth/change_password). Formik validates with the yup schema;
// server errors keyed by field land on their fields.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import { MESSAGES } from '../../../shared/messages';
import { changePassword } from '../../api/auth';
import { ApiError } from '../../api/client';
import { useAppDispatch } from '../../app/store/hooks';
import { notified } from '../../app/store/notifications-slice';
import { meetsPasswordRule, PASSWORD_RULE_MESSAGE, PASSWORDS_MUST_MATCH } from '../../lib/password-rule';
import { FormField } from '../../components/form-field';

export const changePasswordSchema = yup.object({
  current_password: yup.string().required('Enter current password.'),
  password: yup
    .string()
    .required(PASSWORD_RULE_MESSAGE)
    .test('password-rule', PASSWORD_RULE_MESSAGE, (v) => meetsPasswordRule(v ?? '')),
  password2: yup
    .string()
    .required(PASSWORDS_MUST_MATCH)
    .oneOf([yup.ref('password')], PASSWORDS_MUST_MATCH),
});

type Values = yup.InferType<typeof changePasswordSchema>;

const FIELDS: { name: keyof Values; label: string; autoComplete: string }[] = [
  { name: 'current_password', label: 'Current password', autoComplete: 'current-password' },
  { name: 'password', label: 'New password', autoComplete: 'new-password' },
  { name: 'password2', label: 'Confirm new password', autoComplete: 'new-password' },
];

export function ChangePasswordForm() {
  const dispatch = useAppDispatch();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setFailure(null);
    try {
      await changePassword(changePasswordSchema.cast(values));
      helpers.resetForm();
      dispatch(notified({ variant: 'success', text: MESSAGES.passwordChanged }));
    } catch (e) {
      if (e instanceof ApiError && e.body.errors) helpers.setErrors(e.body.errors);
      else setFailure(e instanceof ApiError ? e.message : 'Sorry, the password could not be changed.');
    }
  };

  return (
    <Formik
      initialValues={{ current_password: '', password: '', password2: '' }}
      validationSchema={changePasswordSchema}
      onSubmit={submit}
    >
      {({ values, errors, touched, handleChange, handleBlur, isSubmitting, submitCount }) => (
        <Stack component={Form} spacing={2} noValidate sx={{ maxWidth: 420 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          {FIELDS.map((f) => {
            // spec §4 Forms: errors show once a field was left holding a value, or after a submit.
            const shown =
              submitCount > 0 || (touched[f.name] && values[f.name] !== '') ? errors[f.name] : undefined;
            return (
              <FormField
                key={f.name}
                name={f.name}
                label={f.label}
                type="password"
                autoComplete={f.autoComplete}
                value={values[f.name]}
                onChange={handleChange}
                onBlur={handleBlur}
                error={Boolean(shown)}
                helperText={shown || (f.name === 'password' ? PASSWORD_RULE_MESSAGE : ' ')}
              />
            );
          })}
          <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ alignSelf: 'flex-start' }}>
            Change password
          </Button>
        </Stack>
      )}
    </Formik>
  );
}
