import { MAX_PHOTO_BYTES, type RafflePhoto } from '@rifa/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../test/fake-xhr.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { loginAs } from '../../../test/render-app.tsx';
import { RafflePhotosEditor } from './raffle-photos-editor.tsx';

// docs/decisions/0014-numbers-prizes-packages.md: the admin's photo editor uploads each chosen file as raw bytes (with progress),
// removes a photo, says in pt-BR what went wrong, and stops offering uploads at 6 photos.

const photo = (id: number): RafflePhoto => ({
  id,
  url: `/media/rifa/7/${String(id).padStart(32, '0')}.webp`,
  thumb_url: `/media/rifa/7/${String(id).padStart(32, '0')}-thumb.webp`,
  width: 1600,
  height: 1200,
});

function setup(photos: RafflePhoto[]) {
  loginAs('token-admin');
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const onChange = vi.fn();
  const user = userEvent.setup();
  render(<RafflePhotosEditor raffleId={7} photos={photos} onChange={onChange} />);
  return { onChange, user };
}

const jpeg = (name = 'premio.jpg', size = 1024) =>
  new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

describe('RafflePhotosEditor', () => {
  it('uploads the file as raw bytes with the admin token, showing progress', async () => {
    const { onChange, user } = setup([]);
    expect(screen.getByText('Nenhuma foto ainda.')).toBeTruthy();
    const file = jpeg();
    await user.upload(screen.getByLabelText('Adicionar fotos'), file);

    const [xhr] = FakeXhr.sent;
    expect(xhr?.method).toBe('POST');
    expect(xhr?.url).toBe('/api/rifa/admin/7/photos');
    expect(xhr?.headers.authorization).toBe('Bearer token-admin');
    expect(xhr?.headers['content-type']).toBe('image/jpeg');
    expect(xhr?.body).toBe(file);
    xhr!.progress(512, 1024);
    expect(await screen.findByText('Enviando premio.jpg… 50%')).toBeTruthy();
    xhr!.respond(201, photo(1));
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(/Enviando/)).toBeNull();
  });

  it('shows the server’s pt-BR refusal and does not report a change', async () => {
    const { onChange, user } = setup([]);
    await user.upload(screen.getByLabelText('Adicionar fotos'), jpeg('nota.jpg'));
    FakeXhr.sent[0]!.respond(400, { error: 'O arquivo não é uma foto JPEG, PNG ou WebP' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'nota.jpg: O arquivo não é uma foto JPEG, PNG ou WebP',
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('does not send a file over 5 MB', async () => {
    const { user } = setup([]);
    await user.upload(
      screen.getByLabelText('Adicionar fotos'),
      jpeg('enorme.jpg', MAX_PHOTO_BYTES + 1),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'enorme.jpg: a foto deve ter no máximo 5 MB',
    );
    expect(FakeXhr.sent).toEqual([]);
  });

  it('sends only as many files as there is room for, one after the other', async () => {
    const { onChange, user } = setup([1, 2, 3, 4].map(photo));
    await user.upload(screen.getByLabelText('Adicionar fotos'), [
      jpeg('a.jpg'),
      jpeg('b.jpg'),
      jpeg('c.jpg'),
    ]);
    expect(FakeXhr.sent).toHaveLength(1);
    FakeXhr.sent[0]!.respond(201, photo(5));
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    FakeXhr.sent[1]!.respond(201, photo(6));
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(2));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Só cabem mais 2 foto/);
  });

  it('removes a photo and reports the change', async () => {
    const { onChange, user } = setup([photo(11), photo(12)]);
    const fetch = mockFetch({
      'DELETE /api/rifa/admin/7/photos/12': new Response(null, { status: 204 }),
    });
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('img')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remover a foto 2' }));
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(fetch.callsTo('DELETE /api/rifa/admin/7/photos/12')).toHaveLength(1);
  });

  it('says why a removal failed', async () => {
    const { onChange, user } = setup([photo(11)]);
    mockFetch({
      'DELETE /api/rifa/admin/7/photos/11': {
        status: 409,
        json: { error: 'As fotos não podem mudar depois da primeira venda ou reserva' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Remover a foto 1' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'As fotos não podem mudar depois da primeira venda ou reserva',
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('stops offering uploads at 6 photos', () => {
    setup([1, 2, 3, 4, 5, 6].map(photo));
    expect(screen.queryByLabelText('Adicionar fotos')).toBeNull();
    expect(screen.getByText('Limite de 6 fotos atingido.')).toBeTruthy();
  });
});
