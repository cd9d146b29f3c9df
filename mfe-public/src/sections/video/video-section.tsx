import { SECTION_IDS } from '@agency/contracts/public-reads';
import { firstRecord, useTexts, type QueryState } from '@agency/ui';
import { SectionSkeleton } from '../../components/section-skeleton';
import { ContentBlock } from '../../content/content-block';
import { ContentImage, isImageSource } from '../../content/content-image';
import type { VideoMember, VideoSection as VideoSectionRecord } from '../../content/content-types';
import { otherPagesMessages } from '../../messages/other-pages';
import './video-section.css';

// The networks' names are brands, written the same in every language.
/* eslint-disable lingui/no-unlocalized-strings */
const SOCIAL = [
  ['facebookLink', 'Facebook'],
  ['twitterLink', 'Twitter'],
  ['linkedinLink', 'LinkedIn'],
  ['youtubeLink', 'YouTube'],
] as const;
/* eslint-enable lingui/no-unlocalized-strings */

function Member({ member }: { member: VideoMember }) {
  const t = useTexts(otherPagesMessages);
  const links = SOCIAL.filter(([field]) => isImageSource(member[field]));
  return (
    <li className="pub-video-member">
      <ContentImage src={member.memberImg} width={96} height={96} className="pub-video-member__photo" />
      <h3>{member.membername}</h3>
      <p>{member.memberPosition}</p>
      {links.length ? (
        <ul
          className="pub-video-member__social"
          aria-label={t('video.memberOnline', { name: member.membername })}
        >
          {links.map(([field, network]) => (
            <li key={field}>
              <a href={member[field]} rel="noopener noreferrer" target="_blank">
                {network}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The video section: its cover opening the video, its title and text, and the team members who appear in it. */
export function VideoSection({
  video,
  members,
}: {
  video: QueryState<VideoSectionRecord[]>;
  members: QueryState<VideoMember[]>;
}) {
  const t = useTexts(otherPagesMessages);
  return (
    <ContentBlock
      queries={[video, members]}
      label={t('section.video')}
      skeleton={<SectionSkeleton id={SECTION_IDS.video} tone="muted" cards={2} cardHeight={340} />}
    >
      {() => {
        const record = firstRecord(video.data);
        const team = members.data ?? [];
        if (!record && !team.length) return null;
        return (
          <section
            id={SECTION_IDS.video}
            className="ui-section ui-section--muted"
            aria-labelledby="video-heading"
          >
            <div className="ui-container">
              <div className="pub-video">
                {record && isImageSource(record.videoLink) ? (
                  <a
                    className="pub-video__cover"
                    href={record.videoLink}
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    <ContentImage src={record.imageLink} width={640} height={360} />
                    <span className="pub-video__play" aria-hidden="true">
                      ▶
                    </span>
                    <span className="ui-visually-hidden">
                      {t('video.watch', { title: record.videoSectionTitle })}
                    </span>
                  </a>
                ) : null}
                <div>
                  <p className="ui-eyebrow">{t('video.eyebrow')}</p>
                  <h2 id="video-heading" className="ui-section__title">
                    {record?.videoSectionTitle ?? t('video.ourTeam')}
                  </h2>
                  {record ? <p className="ui-section__intro">{record.videoSectionText}</p> : null}
                </div>
              </div>
              {team.length ? (
                <ul className="pub-video-team" aria-label={t('video.team')}>
                  {team.map((member) => (
                    <Member key={member._id} member={member} />
                  ))}
                </ul>
              ) : null}
            </div>
          </section>
        );
      }}
    </ContentBlock>
  );
}
