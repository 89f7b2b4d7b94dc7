import { AuthLayout } from '../components/auth-layout';
import { RegisterForm } from '../components/register-form';

export function RegisterPage() {
  return (
    <AuthLayout title="Create your account" description="Set up Boothdeck for yourself or your business.">
      <RegisterForm />
    </AuthLayout>
  );
}
