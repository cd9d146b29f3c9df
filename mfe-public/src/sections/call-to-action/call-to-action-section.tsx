import { firstRecord, useTexts, type QueryState } from '@agency/ui';
import { publicMessages } from '../../messages';
import { ContentBlock } from '../../content/content-block';
import { ContentButton } from '../../content/content-button';
import type { CallToAction } from '../../content/content-types';
import './call-to-action-section.css';

/** The call to action: heading, sub-heading and its button link (the button is shown only with both parts). */
export function CallToActionSection({ action }: { action: QueryState<CallToAction[]> }) {
  const t = useTexts(publicMessages);
  return (
    <ContentBlock
      queries={[action]}
      label={t('section.callToAction')}
      skeleton={
        <div className="ui-section pub-cta-wrap" aria-hidden="true">
          <div className="ui-container">
            <span className="ui-skeleton__line pub-cta__skeleton" />
          </div>
        </div>
      }
    >
      {() => {
        const record = firstRecord(action.data);
        if (!record) return null;
        return (
          <section className="ui-section pub-cta-wrap" aria-labelledby="cta-heading">
            <div className="ui-container">
              <div className="pub-cta">
                <div>
                  <h2 id="cta-heading">{record.heading}</h2>
                  {record.subHeading ? <p>{record.subHeading}</p> : null}
                </div>
                <ContentButton
                  text={record.buttonText}
                  link={record.buttonLink}
                  variant="light"
                  size="lg"
                  className="pub-cta__button"
                />
              </div>
            </div>
          </section>
        );
      }}
    </ContentBlock>
  );
}
