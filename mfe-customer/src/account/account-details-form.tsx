import { ACCOUNT_PROFILE_RULES, type AccountProfile } from '@agency/contracts';
import { Card, Field, FormField, FormNotice, SubmitButton, useRulesForm, useTexts } from '@agency/ui';
import { saveAccountDetails } from '../api/account';
import { customerMessages } from '../messages';

type DetailsField = keyof typeof ACCOUNT_PROFILE_RULES;

const AUTOCOMPLETE: Record<DetailsField, string> = {
  name: 'name',
  billingAddress: 'street-address',
  billingCountry: 'country-name',
};

const LABELS = {
  name: 'details.name',
  billingAddress: 'details.billingAddress',
  billingCountry: 'details.billingCountry',
} as const satisfies Record<DetailsField, string>;

/** Name and the billing details the order form starts from. */
export function AccountDetailsForm({ profile }: { profile: AccountProfile }) {
  const t = useTexts(customerMessages);
  const form = useRulesForm({
    rules: ACCOUNT_PROFILE_RULES,
    defaultValues: profile,
    submit: saveAccountDetails,
    draftKey: 'account:details',
  });
  return (
    <Card title={t('details.title')}>
      <form className="ui-form" onSubmit={form.onSubmit} noValidate aria-label={t('details.title')}>
        <Field label={t('details.email')} type="email" value={profile.email} readOnly />
        {(Object.keys(ACCOUNT_PROFILE_RULES) as DetailsField[]).map((field) => (
          <FormField
            key={field}
            form={form}
            name={field}
            label={t(LABELS[field])}
            autoComplete={AUTOCOMPLETE[field]}
          />
        ))}
        <p className="ui-field__hint">{t('details.hint')}</p>
        <FormNotice form={form} successText={t('details.saved')} />
        <SubmitButton form={form}>{t('details.save')}</SubmitButton>
      </form>
    </Card>
  );
}
