import './skill-bars.css';

export interface Skill {
  label: string;
  percent: number;
}

/** Labelled bars from 0 to 100, each a progressbar for assistive tech; skills without a label are left out. */
export function SkillBars({ skills }: { skills: readonly Skill[] }) {
  const shown = skills.filter((skill) => !!skill.label);
  if (!shown.length) return null;
  return (
    <ul className="pub-skills">
      {shown.map((skill) => (
        <li key={skill.label}>
          <div className="pub-skills__label">
            <span>{skill.label}</span>
            <span>{skill.percent}%</span>
          </div>
          <div
            className="pub-skills__track"
            role="progressbar"
            aria-label={skill.label}
            aria-valuenow={skill.percent}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <span className="pub-skills__bar" style={{ width: `${skill.percent}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
