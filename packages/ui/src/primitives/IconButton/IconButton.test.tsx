import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CloseIcon } from '../../icons';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label', () => {
    render(<IconButton label="Close" icon={<CloseIcon />} />);
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('cannot be used without a label', () => {
    // @ts-expect-error: an icon-only button must have an accessible label.
    const element = <IconButton icon={<CloseIcon />} />;
    expect(element).toBeTruthy();
  });
});
