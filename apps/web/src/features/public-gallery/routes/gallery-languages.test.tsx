import { stub, stubApi } from '@boothdeck/client/testing';
import { publicGalleryCalls } from '@boothdeck/contract/call-addresses';
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
});
