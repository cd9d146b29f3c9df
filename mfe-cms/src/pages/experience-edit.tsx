import { experience } from '@agency/contracts';
import { EditRecordPage } from '../kit/edit-record-page';

/** Spec 001 §2: the six skill fields are hidden but submitted with their values. */
const SKILL_FIELDS = Object.keys(experience.fields).filter((field) => field.startsWith('skill'));

export default function ExperienceEditPage() {
  return <EditRecordPage resource={experience} title="Edit Experience" hidden={SKILL_FIELDS} />;
}
