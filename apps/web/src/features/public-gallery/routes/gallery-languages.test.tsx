import { failure, stub, stubApi } from '@boothdeck/client/testing';
import { publicGalleryEndpoints } from '@boothdeck/contract';
import { publicGalleryCalls } from '@boothdeck/contract/call-addresses';
import { yourDataPath } from '@boothdeck/contract/page-paths';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildGridReply, buildPublicGallery, buildPublicItem } from '@/testing/build-public-gallery';
import { renderRoute } from '@/testing/render-route';

const gallery = (id: string) =>
  buildPublicGallery({ gallery_id: id, languages: ['en', 'es', 'ar'], default_language: 'en' });
const showGallery = (id: string) => {
  stubApi(
    stub(publicGalleryCalls.items, buildGridReply([buildPublicItem(1)], gallery(id)), {
      params: { id },
      query: { page: 1, per_page: 40 },
    }),
  );
  return renderRoute(`/social/gallery/${id}`);
};

afterEach(() => vi.restoreAllMocks());

describe('a gallery in the guest’s language', { timeout: 15_000 }, () => {
  it('follows the browser’s language among the event’s, and switches on the guest’s choice', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX', 'en']);
    showGallery('Z2FsbGVyeS1lcw');
    expect(await screen.findByRole('link', { name: 'Presentación' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    // The footer's way to the guest's data names the page's language, the event's default being English.
    expect(screen.getByRole('link', { name: 'Tus datos' })).toHaveAttribute('href', yourDataPath('gallery-es', 'es'));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Idioma' }), { target: { value: 'ar' } });
    expect(await screen.findByRole('link', { name: 'عرض الشرائح' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
  });

  it('opens in the language a guest’s message link names, and in the default for a browser language the event lacks', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    const german = showGallery('Z2FsbGVyeS1kZQ');
    expect(await screen.findByRole('link', { name: 'Slide show' })).toBeInTheDocument();
    german.unmount();
    stubApi(
      stub(publicGalleryCalls.items, buildGridReply([buildPublicItem(1)], gallery('Z2FsbGVyeS1hcg')), {
        params: { id: 'Z2FsbGVyeS1hcg' },
        query: { page: 1, per_page: 40 },
      }),
    );
    renderRoute('/social/gallery/Z2FsbGVyeS1hcg?lang=ar');
    expect(await screen.findByRole('link', { name: 'عرض الشرائح' })).toBeInTheDocument();
  });

  it('asks a Spanish guest for a protected gallery’s password in Spanish, and opens the gallery in it', async () => {
    const id = 'Z2FsbGVyeS1wdw';
    let granted = false;
    const guesses = [failure(422, { message: 'The password is incorrect.' }), failure(429, { message: 'Too many' })];
    stubApi(
      stub(
        publicGalleryCalls.items,
        () => (granted ? buildGridReply([buildPublicItem(1)], gallery(id)) : failure(403, { message: 'Locked' })()),
        { params: { id }, query: { page: 1, per_page: 40 } },
      ),
      stub(publicGalleryEndpoints.checkPassword, ({ body }) => {
        granted = body.password === 'abierto';
        const refusal = guesses.shift();
        return granted || !refusal ? { message: 'success' as const } : refusal();
      }),
    );
    const view = renderRoute(`/social/gallery/${id}?lang=es`);
    expect(await screen.findByRole('heading', { name: 'Esta galería está protegida' })).toBeInTheDocument();
    expect(view.location()?.search).toBe('?lang=es');
    const field = screen.getByLabelText(/Contraseña/);
    await view.user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Escribe la contraseña.')).toBeInTheDocument();
    await view.user.type(field, 'cerrado');
    await view.user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('La contraseña no es correcta.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(
      await screen.findByText('Demasiados intentos desde este navegador. Espera un poco y vuelve a intentarlo.'),
    ).toBeInTheDocument();
    await view.user.clear(field);
    await view.user.type(field, 'abierto');
    await view.user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('link', { name: 'Presentación' })).toBeInTheDocument();
    expect(`${view.location()?.pathname}${view.location()?.search}`).toBe(`/social/gallery/${id}?lang=es`);
  });
});
