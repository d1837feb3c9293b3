import { graphql } from "gatsby";
import { teamMember } from "../../config/site";
import { MailLink } from "../ui/mail-link";
import { Picture } from "../ui/picture";
import { TextList } from "../ui/text-list";
import * as styles from "./team-grid.module.css";

/** The team: portrait, role, bio and profile links; the about page adds experience and specialties. */
export function TeamGrid({ members, detailed = false }: { members: readonly Queries.MemberFieldsFragment[]; detailed?: boolean }) {
  return (
    <ul className={styles.grid}>
      {members.map((member) => {
        const { name, github, linkedin, email } = teamMember(member.id);
        return (
          <li key={member.id} className={styles.card}>
            <Picture
              image={member.photo}
              alt={`${name}, ${member.role}`}
              className={styles.photo}
              sizes="(min-width: 1024px) 384px, (min-width: 640px) clamp(200px, 30vw, 272px), calc(100vw - 40px)"
            />
            <h3 className={styles.name}>{name}</h3>
            <p className={styles.role}>{member.role}</p>
            {detailed && <p className={styles.experience}>{member.experience}</p>}
            <p className={styles.bio}>{member.bio}</p>
            {detailed && <TextList items={member.specialties} className={styles.specialties} />}
            <ul className={styles.links}>
              <li>
                <a href={github} target="_blank" rel="noopener noreferrer" aria-label={`GitHub: ${name}`}>
                  GitHub
                </a>
              </li>
              <li>
                <a href={linkedin} target="_blank" rel="noopener noreferrer" aria-label={`LinkedIn: ${name}`}>
                  LinkedIn
                </a>
              </li>
              <li>
                <MailLink email={email} label={`E-mail: ${email}`}>
                  E-mail
                </MailLink>
              </li>
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

export const memberFields = graphql`
  fragment MemberFields on ContentTeamMember {
    id
    role
    bio
    experience
    specialties
    photo {
      childImageSharp {
        gatsbyImageData(
          width: 400
          aspectRatio: 1.25
          outputPixelDensities: [0.5, 0.6, 0.75, 1, 2]
          placeholder: NONE
          formats: [AUTO, WEBP, AVIF]
        )
      }
    }
  }

  # The team of the page's language, for the pages that show it.
  fragment TeamMembers on Query {
    team: teamContent(lang: { eq: $lang }) {
      members {
        ...MemberFields
      }
    }
  }
`;
