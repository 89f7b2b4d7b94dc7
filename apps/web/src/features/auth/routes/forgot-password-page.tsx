import { AuthLayout } from '../components/auth-layout';
import { ForgotPasswordForm } from '../components/forgot-password-form';

export function ForgotPasswordPage() {
  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter the email you signed up with and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
