/** The advisor in the mocks: the fixture's analysis in the request's language. */
import { localeFromAcceptLanguage } from '@izi/api';
import * as fixtures from '../fixtures';
import { ok, route, type Scenario } from '../route';

export const advisorHandlers = {
  analyzeCharacters: (ctx) =>
    route('analyzeCharacters', ctx, ({ request }) => {
      // The fixture's analysis in the request's language, as the server answers (English without
      // a header); an analysis a test put in the state is answered as it is.
      const { analysis } = ctx.db.state;
      const locale = localeFromAcceptLanguage(request.headers.get('Accept-Language'));
      return ok('analyzeCharacters', {
        analysis: analysis === fixtures.analysis ? fixtures.analyses[locale] : analysis,
      });
    }),
} satisfies Record<string, Scenario>;
