import { newSubmissionId } from "../../../src/contact/submission-id";
import { SUBMISSION_ID_SHAPE } from "../../../src/contact/validation";

it("newSubmissionId: 32 random hex digits, the shape the endpoint accepts, new every time", () => {
  const ids = Array.from({ length: 50 }, newSubmissionId);
  for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  expect(ids.every((id) => SUBMISSION_ID_SHAPE.test(id))).toBe(true);
  expect(new Set(ids).size).toBe(ids.length);
});
