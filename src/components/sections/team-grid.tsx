import { Picture, type ImageFile } from "../ui/picture";
import * as styles from "./team-grid.module.css";

export interface MemberData {
  name: string;
  role: string;
  bio: string;
  experience: string;
  specialties: readonly string[];
  github: string;
  linkedin: string;
  email: string;
  alt: string;
  photo: ImageFile;
}

/** The team: portrait, role, bio and profile links; the about page adds experience and specialties. */
export function TeamGrid({ members, detailed = false }: { members: readonly MemberData[]; detailed?: boolean }) {
  return (
    <ul className={styles.grid}>
      {members.map((member) => {
        return (
          <li key={member.name} className={styles.card}>
            <Picture image={member.photo} alt={member.alt} className={styles.photo} sizes="160px" />
            <h3 className={styles.name}>{member.name}</h3>
            <p className={styles.role}>{member.role}</p>
            {detailed && <p className={styles.experience}>{member.experience}</p>}
            <p className={styles.bio}>{member.bio}</p>
            {detailed && (
              <ul className={styles.specialties}>
                {member.specialties.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            )}
            <ul className={styles.links}>
              <li>
                <a href={member.github} target="_blank" rel="noopener noreferrer" aria-label={`GitHub: ${member.name}`}>
                  GitHub
                </a>
              </li>
              <li>
                <a href={member.linkedin} target="_blank" rel="noopener noreferrer" aria-label={`LinkedIn: ${member.name}`}>
                  LinkedIn
                </a>
              </li>
              <li>
                <a href={`mailto:${member.email}`} target="_blank" rel="noopener noreferrer" aria-label={`E-mail: ${member.email}`}>
                  E-mail
                </a>
              </li>
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
