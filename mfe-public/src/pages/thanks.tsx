import { ButtonLink, PageMeta, useTexts } from '@agency/ui';
import { publicMessages } from '../messages';
import { MessagePage } from '../components/message-page';

/** /thanks: the link is on its way to the inbox. */
export default function ThanksPage() {
  const t = useTexts(publicMessages);
  return (
    <MessagePage icon="✉" title={t('thanks.title')}>
      <PageMeta title={t('thanks.title')} path="/thanks" />
      <p>{t('thanks.text')}</p>
      <ButtonLink to="/" size="lg">
        {t('backHome')}
      </ButtonLink>
    </MessagePage>
  );
}
