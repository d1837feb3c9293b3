import { f, objectType } from "../../node/content/content-schema";
import { sectionHeading, text, texts } from "../../node/content/content-fields";

const MaintenanceType = objectType("ContentMaintenanceType", "A type of software maintenance.", {
  title: text("Type name."),
  description: text("What it covers."),
  features: texts("Four bullets.", 4),
});

export const MaintenanceTypes = objectType("ContentMaintenanceTypes", "The four types of maintenance.", {
  ...sectionHeading,
  items: f.list(f.object(MaintenanceType, "A type."), "Corrective, preventive, adaptive, perfective.", 4),
});
