import { callsTo, failure, stub, stubApi } from '@boothdeck/client/testing';
import { accountEndpoints } from '@boothdeck/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/build-user';
import { renderRoute } from '@/testing/render-route';

async function openRegister() {
  const view = renderRoute('/register');
  await screen.findByRole('button', { name: 'Create account' });
  return view;
}

describe('registration form', () => {
  it('shows business category and company name only for a business account', async () => {
    const { user } = await openRegister();
    expect(screen.queryByLabelText('Business category')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('Business'));
    expect(screen.getByLabelText('Business category')).toBeInTheDocument();
    expect(screen.getByLabelText('Company name')).toBeInTheDocument();
    expect(screen.queryByLabelText('Other category')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Business category'), 'other');
    expect(screen.getByLabelText('Other category')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Individual'));
    expect(screen.queryByLabelText('Business category')).not.toBeInTheDocument();
  });

  it('asks for the agreement and a matching confirmation', async () => {
    const { user } = await openRegister();

    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters.');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm password'), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.getByText('This field should be minimum 8 characters')).toBeInTheDocument();

    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Please check the agreement.')).toBeInTheDocument();
  });

  it('requires business details for a business account', async () => {
    const { user } = await openRegister();
    await user.click(screen.getByLabelText('Business'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.getByLabelText('Business category')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('Company name')).toHaveAccessibleDescription('This field is required');
  });

  it('sends the sign-up and continues to the resend page; server errors land on their fields', async () => {
    const tooLong = 'This field may not be greater than 100 characters';
    const answers = [
      failure(422, { message: tooLong, errors: { last_name: [tooLong] } })(),
      { user: buildUser({ verify_status: 'inactive' }), access_token: null },
    ];
    const fetchMock = stubApi(
      stub(accountEndpoints.register, () => answers.shift() ?? failure(500, { message: 'no more' })()),
    );
    const { user, location } = await openRegister();

    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm password'), 'secret12');
    await user.click(screen.getByLabelText('I agree to the Terms of Service and Privacy Policy'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText(tooLong)).toBeInTheDocument();
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription(tooLong);
    expect(callsTo(fetchMock, accountEndpoints.register)[0]?.body).toMatchObject({
      user_type: 'individual',
      business_category: null,
      company_name: null,
      check_promotion: false,
    });

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Please verify your email' })).toBeInTheDocument();
    expect(location()?.state).toEqual({ id: 7, email: 'ada@example.com' });
  });
});
