import { PASSWORD_MIN_LENGTH } from '@boothdeck/contract/constants';
import { useParams } from 'react-router';
import { AuthLayout } from '../components/auth-layout';
import { ResetPasswordForm } from '../components/reset-password-form';

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  return (
    <AuthLayout
      title="Choose a new password"
      description={`Your new password needs at least ${PASSWORD_MIN_LENGTH} characters.`}
    >
      <ResetPasswordForm token={token} />
    </AuthLayout>
  );
}
