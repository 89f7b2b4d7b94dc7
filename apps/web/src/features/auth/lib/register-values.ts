import { type RegisterBody, registerBodySchema } from '@boothdeck/contract';
import { BUSINESS_CATEGORIES } from '@boothdeck/contract/constants';
import { MESSAGES } from '@boothdeck/contract/messages';
import { type FormErrors, schemaResolver } from '@mantine/form';

type BusinessCategory = (typeof BUSINESS_CATEGORIES)[number];

export type RegisterValues = {
  user_type: 'individual' | 'business';
  first_name: string;
  last_name: string;
  business_category: string;
  business_category_other: string;
  company_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  check_promotion: boolean;
  agreement: boolean;
};

export const INITIAL_REGISTER_VALUES: RegisterValues = {
  user_type: 'individual',
  first_name: '',
  last_name: '',
  business_category: '',
  business_category_other: '',
  company_name: '',
  email: '',
  password: '',
  password_confirmation: '',
  check_promotion: false,
  agreement: false,
};

/** 'function-room' → 'Function room'. */
export const BUSINESS_CATEGORY_OPTIONS = BUSINESS_CATEGORIES.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1).replace(/-/g, ' '),
}));

const isBusiness = (values: RegisterValues) => values.user_type === 'business';

const validateRegisterBody = schemaResolver(registerBodySchema, { sync: true });

/** The sign-up body's own rules on the body the form would send, plus the agreement it does not carry. */
export function validateRegister(values: RegisterValues): FormErrors {
  const errors = validateRegisterBody(toRegisterBody(values));
  return values.agreement ? errors : { ...errors, agreement: MESSAGES.agreementRequired };
}

function toBusinessCategory(value: string): BusinessCategory | null {
  return BUSINESS_CATEGORIES.find((category) => category === value) ?? null;
}

/** Business-only fields are sent as null for individuals. */
export function toRegisterBody(values: RegisterValues): RegisterBody {
  const business = isBusiness(values);
  const category = business ? toBusinessCategory(values.business_category) : null;
  return {
    user_type: values.user_type,
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    business_category: category,
    business_category_other: category === 'other' ? values.business_category_other.trim() : null,
    company_name: business ? values.company_name.trim() : null,
    email: values.email.trim(),
    password: values.password,
    password_confirmation: values.password_confirmation,
    check_promotion: values.check_promotion,
  };
}
