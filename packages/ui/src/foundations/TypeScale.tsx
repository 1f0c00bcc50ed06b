import { Typeset } from '@storybook/addon-docs/blocks';
import { storyMessages } from '@izi/locales/stories';
import { useIntl } from 'react-intl';
import { LocaleProvider } from '../i18n/LocaleProvider';
import type { Locale } from '../i18n/locale';
import { sample } from '../storybook/samples.messages';
import { tokensOf } from './tokens';

/** The face each language is set in: Inter for Latin script, Vazirmatn for Persian and Arabic. */
const faceOf = (locale: Locale) =>
  locale === 'fa' || locale === 'ar' ? 'font.arabic' : 'font.latin';

function Specimens({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const face = tokensOf('font').find((token) => token.path === faceOf(locale));
  const sizes = tokensOf('fontSize').map((token) => token.value);
  return (
    <>
      {tokensOf('fontWeight').map((weight) => (
        <div key={weight.path} data-token={weight.path}>
          <Typeset
            fontFamily={face?.value}
            fontSizes={sizes}
            fontWeight={Number(weight.value)}
            sampleText={intl.formatMessage(sample.sellQuestion)}
          />
        </div>
      ))}
    </>
  );
}

/**
 * The type scale (every `fontSize` of the theme contract) in each `fontWeight`, set in the face
 * `locale` is read in, with a sentence in that language, in its own direction.
 */
export function TypeScale({ locale }: { locale: Locale }) {
  return (
    <div data-type-scale={locale} data-token={faceOf(locale)}>
      <LocaleProvider locale={locale} messages={storyMessages[locale]} scope="element">
        <Specimens locale={locale} />
      </LocaleProvider>
    </div>
  );
}
