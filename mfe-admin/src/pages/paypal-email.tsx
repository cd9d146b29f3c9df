import { api, BackOfficePage, Link, recordQueries } from '@agency/ui';
import { RECORD_PATHS, resourcePath, type PaypalEmailSetting } from '@agency/contracts';
import { EmailForm } from '../admin/email-form';
import { PAYPAL_EMAIL } from '../admin/email-records';
import { WithRecord } from '../admin/with-record';

export default function PaypalEmailPage() {
  return (
    <BackOfficePage title="Payment Email" narrow actions={<Link to="/admin">Admin Dashboard</Link>}>
      <WithRecord<PaypalEmailSetting>
        query={recordQueries.paypalEmail}
        notFound="This payment e-mail does not exist."
      >
        {(record) => (
          <EmailForm
            record={PAYPAL_EMAIL}
            initial={record.paypalEmail}
            submitLabel="Update Email"
            save={(value) =>
              api.put<PaypalEmailSetting>(resourcePath(RECORD_PATHS.paypalEmail.update, record._id), value)
            }
            successText="Paypal Email Updated"
            hint="PayPal pays orders to this business account."
          />
        )}
      </WithRecord>
    </BackOfficePage>
  );
}
