// /login/{action?} (spec §2): the login steps in the landing layout. A logged-in user is sent on to
// next by the route guard.
import { useParams, useSearchParams } from 'react-router-dom';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { NewPasswordForm } from './new-password-form';
import { VerifyMultifactor } from './verify-multifactor';

export default function LoginScreen() {
  const { action } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  if (action === 'forgot-password') return <ForgotPasswordForm />;
  if (action === 'new-password') return <NewPasswordForm token={token} />;
  if (action === 'verify') return <VerifyMultifactor token={token} />;
  return <LoginForm />;
}
