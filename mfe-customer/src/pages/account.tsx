import { LoadState, Page, PageHeader, useTexts } from '@agency/ui';
import { AccountDetailsForm } from '../account/account-details-form';
import { AccountLanguage } from '../account/account-language';
import { EmailForm } from '../account/email-form';
import { PasswordForm } from '../account/password-form';
import { SecondFactorSection } from '../account/second-factor-section';
import { SessionsList } from '../account/sessions-list';
import { YourData } from '../account/your-data';
import { useAccountProfile } from '../api/account';
import { customerMessages } from '../messages';

/** Every signed-in user's own account: details, e-mail, password, sessions and data (docs/accounts.md). */
export default function AccountPage() {
  const t = useTexts(customerMessages);
  const profile = useAccountProfile();
  return (
    <Page narrow>
      <PageHeader title={t('account.title')} />
      <div className="ui-stack">
        <LoadState query={profile} lines={4}>
          {profile.data ? <AccountDetailsForm profile={profile.data} /> : null}
        </LoadState>
        {profile.data ? <AccountLanguage profile={profile.data} /> : null}
        {profile.data ? <EmailForm email={profile.data.email} /> : null}
        <PasswordForm />
        <SecondFactorSection />
        <SessionsList />
        <YourData />
      </div>
    </Page>
  );
}
