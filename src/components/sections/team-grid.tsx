import { GatsbyImage, getImage, type IGatsbyImageData } from "gatsby-plugin-image";
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
  photo: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null;
}

/** The team: portrait, role, bio and profile links; the about page adds experience and specialties. */
export function TeamGrid({ members, detailed = false }: { members: readonly MemberData[]; detailed?: boolean }) {
  return (
    <ul className={styles.grid}>
      {members.map((member) => {
        const photo = getImage(member.photo?.childImageSharp ?? null);
        return (
          <li key={member.name} className={styles.card}>
            {photo && <GatsbyImage image={photo} alt={member.alt} className={styles.photo} />}
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
