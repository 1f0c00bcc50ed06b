import type { ReactNode, SVGProps } from 'react';
import { mirrorInRtl } from '../theme/utils.css';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  size?: number;
}

/**
 * Decorative by default: the control around an icon carries its accessible name. Marked free of
 * side effects, so a bundle drops every icon nobody draws.
 */
/*#__NO_SIDE_EFFECTS__*/
export function makeIcon(name: string, paths: ReactNode, options: { pointing?: boolean } = {}) {
  function IconComponent({ size = 20, className, ...props }: IconProps) {
    const classes = [options.pointing ? mirrorInRtl : undefined, className].filter(Boolean);
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={classes.join(' ') || undefined}
        {...props}
      >
        {paths}
      </svg>
    );
  }
  IconComponent.displayName = `${name}Icon`;
  return IconComponent;
}
