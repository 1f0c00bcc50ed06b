import { entry } from '../call-spec';
import * as z from 'zod/mini';
import { readText } from '../tolerant-readers';

/** The advisor's text; lines starting with `###`, `##` or `*` are headings and bullets. */
export const analysisResponseSchema = z.object({ analysis: readText });
export type AnalysisResponse = z.infer<typeof analysisResponseSchema>;

export const advisorCalls = {
  /** The advisor's text, in the request's language. */
  analyzeCharacters: entry('spec', 'GET', '/ai/analyze-characters', analysisResponseSchema),
};
