import { SECTION_IDS } from '@agency/contracts/public-reads';
import { firstRecord, type QueryState } from '@agency/ui';
import { SectionSkeleton } from '../../components/section-skeleton';
import { ContentBlock } from '../../content/content-block';
import { ContentImage, isImageSource } from '../../content/content-image';
import type { VideoMember, VideoSection as VideoSectionRecord } from '../../content/content-types';
import './video-section.css';

const SOCIAL = [
  ['facebookLink', 'Facebook'],
  ['twitterLink', 'Twitter'],
  ['linkedinLink', 'LinkedIn'],
  ['youtubeLink', 'YouTube'],
] as const;

function Member({ member }: { member: VideoMember }) {
  const links = SOCIAL.filter(([field]) => isImageSource(member[field]));
  return (
    <li className="pub-video-member">
      <ContentImage src={member.memberImg} width={96} height={96} className="pub-video-member__photo" />
      <h3>{member.membername}</h3>
      <p>{member.memberPosition}</p>
      {links.length ? (
        <ul className="pub-video-member__social" aria-label={`${member.membername} online`}>
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
  return (
    <ContentBlock
      queries={[video, members]}
      label="The video section"
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
                    <span className="ui-visually-hidden">{`Watch the video: ${record.videoSectionTitle} (opens in a new tab)`}</span>
                  </a>
                ) : null}
                <div>
                  <p className="ui-eyebrow">Video</p>
                  <h2 id="video-heading" className="ui-section__title">
                    {record?.videoSectionTitle ?? 'Our team'}
                  </h2>
                  {record ? <p className="ui-section__intro">{record.videoSectionText}</p> : null}
                </div>
              </div>
              {team.length ? (
                <ul className="pub-video-team" aria-label="In the video">
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
