import { SmartLink } from '@agency/ui';
import type { CallToAction } from './content-types';

export function CallToActionSection({ action }: { action: CallToAction }) {
  return (
    <section className="ui-section">
      <div className="ui-container">
        <div className="cta">
          <div>
            <h2>{action.heading}</h2>
            {action.subHeading ? <p>{action.subHeading}</p> : null}
          </div>
          {action.buttonText && action.buttonLink ? (
            <SmartLink className="ui-btn ui-btn--light ui-btn--lg" href={action.buttonLink}>
              {action.buttonText}
            </SmartLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
