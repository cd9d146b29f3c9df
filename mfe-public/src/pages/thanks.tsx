import { ButtonLink, PageMeta } from '@agency/ui';
import { MessagePage } from '../components/message-page';

/** /thanks: the link is on its way to the inbox. */
export default function ThanksPage() {
  return (
    <MessagePage icon="✉" title="Thank you!">
      <PageMeta title="Thank you!" path="/thanks" />
      <p>We have sent a link to your inbox. Please check your e-mail to continue.</p>
      <ButtonLink to="/" size="lg">
        Back Home
      </ButtonLink>
    </MessagePage>
  );
}
