// Change password on the profile (POST /auth/change_password). Formik validates with the yup schema;
// server errors keyed by field land on their fields.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { MESSAGES } from '../../../shared/messages';
import { PASSWORD_MESSAGES } from '../../../shared/password';
import { passwordChangeSchema } from '../../../shared/validation/password';
import { changePassword, type ChangePasswordRequest } from '../../api/auth';
import { ApiError } from '../../api/client';
import { useAppDispatch } from '../../app/store/hooks';
import { notified } from '../../app/store/notifications-slice';
import { FormField } from '../../components/form-field';

// The shared schema: the server judges the same values the same way (spec §5).
const changePasswordSchema = passwordChangeSchema({ requireCurrentPassword: true });

type Values = ChangePasswordRequest;

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
      // Formik validates but does not cast (TOOLCHAIN.md): cast here.
      const cast = changePasswordSchema.cast(values);
      await changePassword({ ...values, ...cast, current_password: cast.current_password ?? '' });
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
                helperText={shown || (f.name === 'password' ? PASSWORD_MESSAGES.rule : ' ')}
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
