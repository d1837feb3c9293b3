import { teamMembers } from "../../config/site";
import { f, objectType } from "../../node/content/content-schema";
import { text, texts } from "../../node/content/content-fields";

const Member = objectType(
  "ContentTeamMember",
  "A member of the team; name, e-mail and profile links are in src/config/site.ts (teamMembers), by id.",
  {
    id: f.string("Which member: a key of teamMembers in src/config/site.ts.", Object.keys(teamMembers)),
    photo: f.image("Portrait, relative to this file."),
    role: text("Role."),
    bio: text("Two sentences."),
    experience: text("Years of experience, e.g. 3+ years."),
    specialties: texts("Four specialties.", 4),
  },
);

/** content/<lang>/team.json. */
export const TeamContent = objectType("TeamContent", "The team, in display order.", {
  members: f.list(f.object(Member, "A member."), "The three members.", 3),
});
