import { api, BackOfficePage, Link, recordQueries, useTexts } from '@agency/ui';
import { RECORD_PATHS, resourcePath, type PaypalEmailSetting } from '@agency/contracts';
import { EmailForm } from '../admin/email-form';
import { PAYPAL_EMAIL } from '../admin/email-records';
import { WithRecord } from '../admin/with-record';
import { adminMessages } from '../messages';
import { recordWriteStale } from '@agency/contracts/endpoints/endpoint';

export default function PaypalEmailPage() {
  const t = useTexts(adminMessages);
  return (
    <BackOfficePage
      title={t('page.paymentEmail')}
      narrow
      actions={<Link to="/admin">{t('page.dashboard')}</Link>}
    >
      <WithRecord<PaypalEmailSetting> query={recordQueries.paypalEmail} notFound={t('paypal.notFound')}>
        {(record) => (
          <EmailForm
            record={PAYPAL_EMAIL}
            initial={record.paypalEmail}
            submitLabel={t('paypal.update')}
            save={(value) =>
              api.put<PaypalEmailSetting>(resourcePath(RECORD_PATHS.paypalEmail.update, record._id), value, {
                stale: recordWriteStale('paypalEmail'),
              })
            }
            successText={t('paypal.updated')}
            hint={t('paypal.hint')}
          />
        )}
      </WithRecord>
    </BackOfficePage>
  );
}
