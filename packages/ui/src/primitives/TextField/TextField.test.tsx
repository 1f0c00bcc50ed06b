import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is described by its hint and its error', () => {
    render(<TextField label="Amount" description="In USDT." error="Enter an amount." />);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(
      'In USDT. Enter an amount.',
    );
  });

  it('keeps its error in the description when the caller adds an aria-describedby', () => {
    render(
      <>
        <p id="form-alert">Please fill in all fields.</p>
        <TextField label="Amount" aria-describedby="form-alert" error="Enter an amount." />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAccessibleDescription('Please fill in all fields. Enter an amount.');
    expect(input).toBeInvalid();
  });

  it("uses the caller's aria-describedby alone when it has no hint or error", () => {
    render(
      <>
        <p id="elsewhere">Shown elsewhere.</p>
        <TextField label="Name" aria-describedby="elsewhere" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute(
      'aria-describedby',
      'elsewhere',
    );
  });
});
