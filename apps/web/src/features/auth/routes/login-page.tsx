import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  return (
    <AuthLayout title="Sign in" description="Welcome back. Sign in to manage your events.">
      <LoginForm />
    </AuthLayout>
  );
}
