import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardLightningAddress } from './card-lightning-address.tsx';

describe('CardLightningAddress', () => {
  it('names the raffle’s address on an onion host or https, from the browser’s own host', () => {
    const onion = 'rifaxyz234567abcdefghijklmnopqrstuvwxyzabcdefghijklmnopq.onion';
    const { rerender } = render(
      <CardLightningAddress raffleId={7} origin={() => `http://${onion}`} />,
    );
    expect(screen.getByTestId('card-lightning-address').textContent).toBe(
      `Lightning Address: rifa7@${onion}`,
    );
    rerender(<CardLightningAddress raffleId={7} origin={() => 'https://rifa.exemplo.com.br'} />);
    expect(screen.getByTestId('card-lightning-address').textContent).toContain(
      'rifa7@rifa.exemplo.com.br',
    );
  });

  it('shows nothing where wallets could not resolve it (http on clearnet, a port)', () => {
    for (const origin of [
      'http://umbrel.local:3000',
      'https://rifa.exemplo:8443',
      'http://localhost',
    ]) {
      const { container, unmount } = render(
        <CardLightningAddress raffleId={7} origin={() => origin} />,
      );
      expect(container.textContent).toBe('');
      unmount();
    }
  });
});
