import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from './App';

describe('App', () => {
  it('shows the title', () => {
    render(<App />);
    expect(screen.getByRole('heading', { name: 'Counter' })).toBeInTheDocument();
  });

  it('counts clicks', async () => {
    render(<App />);
    await userEvent.click(screen.getByRole('button', { name: 'Add one' }));
    expect(screen.getByText('1')).toBeInTheDocument();
  });
});
