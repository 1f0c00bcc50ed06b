/** What an upgrade sends: the server and the mocks validate it; the client's types do. */
import * as z from 'zod/mini';
import { characterTypeSchema } from '../characters/schemas';
import { genders } from '../constants';

/** The exact contract value, for what a request must carry. */
export const genderSchema = /* @__PURE__ */ z.enum(genders);

export const upgradeMedallionRequestSchema = z.object({
  type: characterTypeSchema,
  gender: genderSchema,
});
export type UpgradeMedallionRequest = z.infer<typeof upgradeMedallionRequestSchema>;
