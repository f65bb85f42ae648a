// The values of the application forms, checked with the rules the server checks them with (shared/schemas/workflow.ts);
// the server's 422 answers land under the same fields.
export { applicationUpdateSchema, staffApplicationSchema, studentApplicationSchema as shortlistSchema } from '../../../shared/schemas/workflow';

export type ShortlistValues = { institution_id: string; course: string; intake: string };
export type StaffApplicationValues = ShortlistValues & { stage: string; deadline: string; offer_conditions: string; note: string };
/** The offer's conditions are edited with the rest of the offer (OfferEditor.tsx), not with the move. */
export type ApplicationUpdateValues = { stage: string; deadline: string; note: string };

/** '' → null, for the optional fields. */
export const orNull = (value: string) => (value.trim() === '' ? null : value);
