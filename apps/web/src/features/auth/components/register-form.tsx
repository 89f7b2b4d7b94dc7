import { MESSAGES } from '@boothdeck/contract/messages';
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  PasswordInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { useServerErrors } from '@/shared/hooks/use-server-errors';
import { FormAlert } from '@/shared/ui/form-alert';
import { useRegister } from '../api/register';
import {
  BUSINESS_CATEGORY_OPTIONS,
  INITIAL_REGISTER_VALUES,
  type RegisterValues,
  toRegisterBody,
  validateRegister,
} from '../lib/register-values';
import type { ResendEmailState } from '../lib/resend-email-state';

const CATEGORY_SELECT_DATA = [{ value: '', label: 'Choose a category', disabled: true }, ...BUSINESS_CATEGORY_OPTIONS];

export function RegisterForm() {
  const form = useForm<RegisterValues>({ initialValues: INITIAL_REGISTER_VALUES, validate: validateRegister });
  const { formError, showServerErrors, clearFormError } = useServerErrors(form);
  const registration = useRegister();
  const navigate = useNavigate();
  const isBusiness = form.values.user_type === 'business';

  const submit = form.onSubmit((values) => {
    clearFormError();
    registration.mutate(toRegisterBody(values), {
      onError: showServerErrors,
      onSuccess: ({ user }) => {
        const state: ResendEmailState = { id: user.id, email: user.email };
        navigate(PATHS.resendEmail, { state });
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={formError} />
        <Radio.Group label="Account type" {...form.getInputProps('user_type')}>
          <Group mt="xs">
            <Radio value="individual" label="Individual" />
            <Radio value="business" label="Business" />
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label="First name" autoComplete="given-name" {...form.getInputProps('first_name')} />
          <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps('last_name')} />
        </SimpleGrid>
        {isBusiness && (
          <>
            <NativeSelect
              label="Business category"
              data={CATEGORY_SELECT_DATA}
              {...form.getInputProps('business_category')}
            />
            {form.values.business_category === 'other' && (
              <TextInput label="Other category" {...form.getInputProps('business_category_other')} />
            )}
            <TextInput label="Company name" autoComplete="organization" {...form.getInputProps('company_name')} />
          </>
        )}
        <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <PasswordInput
          label="Password"
          description={MESSAGES.passwordHint}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          {...form.getInputProps('password_confirmation')}
        />
        <Checkbox
          label="Send me news and promotions"
          {...form.getInputProps('check_promotion', { type: 'checkbox' })}
        />
        <Checkbox
          label={
            <>
              I agree to the{' '}
              <Anchor href={PATHS.terms} target="_blank" rel="noopener" inherit>
                Terms of Service
              </Anchor>{' '}
              and{' '}
              <Anchor href={PATHS.privacy} target="_blank" rel="noopener" inherit>
                Privacy Policy
              </Anchor>
            </>
          }
          {...form.getInputProps('agreement', { type: 'checkbox' })}
        />
        <Button type="submit" fullWidth loading={registration.isPending}>
          Create account
        </Button>
        <Text size="sm" ta="center">
          Already have an account?{' '}
          <Anchor component={Link} to={PATHS.login}>
            Sign in
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
