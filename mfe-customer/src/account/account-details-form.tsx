import { ACCOUNT_PROFILE_RULES, type AccountProfile } from '@agency/contracts';
import { Card, Field, FormField, FormNotice, SubmitButton, useRulesForm } from '@agency/ui';
import { saveAccountDetails } from '../api/account';

type DetailsField = keyof typeof ACCOUNT_PROFILE_RULES;

const AUTOCOMPLETE: Record<DetailsField, string> = {
  name: 'name',
  billingAddress: 'street-address',
  billingCountry: 'country-name',
};

export const DETAILS_SAVED = 'Your details are saved.';

/** Name and the billing details the order form starts from. */
export function AccountDetailsForm({ profile }: { profile: AccountProfile }) {
  const form = useRulesForm({
    rules: ACCOUNT_PROFILE_RULES,
    defaultValues: profile,
    submit: saveAccountDetails,
    draftKey: 'account:details',
  });
  return (
    <Card title="Your details">
      <form className="ui-form" onSubmit={form.onSubmit} noValidate aria-label="Your details">
        <Field label="Email" type="email" value={profile.email} readOnly />
        {(Object.keys(ACCOUNT_PROFILE_RULES) as DetailsField[]).map((field) => (
          <FormField
            key={field}
            form={form}
            name={field}
            label={field === 'name' ? 'Name' : `Billing ${ACCOUNT_PROFILE_RULES[field].label.toLowerCase()}`}
            autoComplete={AUTOCOMPLETE[field]}
          />
        ))}
        <p className="ui-field__hint">The order form starts from these billing details.</p>
        <FormNotice form={form} successText={DETAILS_SAVED} />
        <SubmitButton form={form}>Save details</SubmitButton>
      </form>
    </Card>
  );
}
