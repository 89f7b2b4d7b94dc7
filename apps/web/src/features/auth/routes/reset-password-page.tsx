import { useParams } from 'react-router';
import { AuthLayout } from '../components/auth-layout';
import { ResetPasswordForm } from '../components/reset-password-form';

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  return (
    <AuthLayout title="Choose a new password" description="Your new password needs at least 6 characters.">
      <ResetPasswordForm token={token} />
    </AuthLayout>
  );
}
