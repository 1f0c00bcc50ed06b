/** The client's method of the advisor, over its `send`: the client imports this on first use. */
import type { RequestOptions, Send } from '../call-spec';
import { advisorCalls } from './calls';

export const advisorClient = (send: Send) => ({
  /** GET /ai/analyze-characters: the advisor's text. */
  analyzeCharacters: (o?: RequestOptions) =>
    send('analyzeCharacters', advisorCalls.analyzeCharacters, o),
});

export default advisorClient;
