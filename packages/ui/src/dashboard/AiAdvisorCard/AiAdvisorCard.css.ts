import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inline } from '../../primitives/Layout/layoutClasses.css';

export const card = style({
  backgroundImage: `linear-gradient(160deg, ${vars.color.primarySoft} 0%, ${vars.color.surface} 70%)`,
});

export const row = style([inline.md, { alignItems: 'start' }]);

export const icon = style({
  flex: '0 0 auto',
  display: 'grid',
  placeItems: 'center',
  inlineSize: '3rem',
  blockSize: '3rem',
  borderRadius: '50%',
  backgroundColor: vars.color.primary,
  color: vars.color.textOnPrimary,
});

export const body = style({ color: vars.color.textMuted });

export const action = style({ justifySelf: 'start', alignSelf: 'start' });
