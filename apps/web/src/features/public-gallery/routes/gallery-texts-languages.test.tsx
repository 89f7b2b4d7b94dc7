import { failure, stub, stubApi } from '@boothdeck/client/testing';
import { boothSharingEndpoints, type PublicGallery, publicGalleryEndpoints } from '@boothdeck/contract';
import { publicGalleryCalls } from '@boothdeck/contract/call-addresses';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildGridReply, buildPublicGallery, buildPublicItem, GALLERY_ID } from '@/testing/build-public-gallery';
import { renderRoute } from '@/testing/render-route';

/** An event whose guests may read Spanish or Arabic; English unless the event says otherwise. */
const gallery = (extra: Partial<PublicGallery> = {}) =>
  buildPublicGallery({ languages: ['en', 'es', 'ar'], default_language: 'en', ...extra });
const VIEW_ID = btoa('uuid-7:12');

const openGallery = (reply: PublicGallery) => {
  const id = reply.gallery_id;
  stubApi(
    stub(publicGalleryCalls.items, buildGridReply([buildPublicItem(1)], reply), {
      params: { id },
      query: { page: 1, per_page: 40 },
    }),
  );
  return renderRoute(`/social/gallery/${id}?lang=es`);
};
const openItem = (address: string) => {
  stubApi(
    stub(
      publicGalleryEndpoints.showShare,
      { share_gallery: { gallery: gallery(), item: buildPublicItem(12) } },
      { params: { id: VIEW_ID } },
    ),
  );
  return renderRoute(address);
};
const openSlideShow = (address: string) => {
  stubApi(
    stub(
      publicGalleryCalls.slider,
      { gallery_items: [buildPublicItem(1)], gallery: gallery({ default_language: 'es' }) },
      { params: { id: GALLERY_ID } },
    ),
  );
  return renderRoute(address);
};

afterEach(() => vi.restoreAllMocks());

describe('the gallery’s own words in the guest’s language', { timeout: 15_000 }, () => {
  it('gives a Spanish guest the default tagline, footer and way back in Spanish, and the organiser’s own texts as written', async () => {
    const defaults = openGallery(gallery());
    expect(await screen.findByText('Compártelo ahora con tu familia y tus amigos')).toBeInTheDocument();
    expect(screen.getByText('Te lo ofrece Boothdeck')).toBeInTheDocument();
    defaults.unmount();
    openGallery(gallery({ gallery_id: 'b3duLXRleHRz', tagline: 'Fotos del puerto', footer_text: 'Harbour & Co.' }));
    expect(await screen.findByText('Fotos del puerto')).toBeInTheDocument();
    expect(screen.getByText('Harbour & Co.')).toBeInTheDocument();
  });

  it('names the share buttons in the guest’s language, to the eye and to assistive tools', async () => {
    const spanish = openItem(`/gallery/share/view/one/${VIEW_ID}?lang=es`);
    const email = await screen.findByRole('button', { name: 'Compartir por correo' });
    expect(email).toHaveAttribute('title', 'Compartir por correo');
    expect(screen.getByRole('button', { name: 'Descargar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Galería' })).toBeInTheDocument();
    spanish.unmount();
    sessionStorage.clear();
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ar-EG']);
    openItem(`/gallery/share/view/one/${VIEW_ID}`);
    expect(await screen.findByRole('button', { name: 'مشاركة على فيسبوك' })).toBeInTheDocument();
    expect(screen.getByText('شاركها الآن مع عائلتك وأصدقائك')).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
  });

  it('tells a Spanish guest in Spanish when their download is refused', async () => {
    stubApi(
      stub(publicGalleryCalls.downloadLink, failure(429, { message: 'Too many requests. Try again shortly.' }), {
        params: { id: VIEW_ID },
      }),
    );
    openItem(`/gallery/share/view/one/${VIEW_ID}?lang=es`);
    fireEvent.click(await screen.findByRole('button', { name: 'Descargar' }));
    expect(await screen.findByText('No se pudo descargar. Vuelve a intentarlo en un momento.')).toBeInTheDocument();
  });

  it('names the slide show’s tabs in the guest’s language', async () => {
    openSlideShow(`/social/slide-show/${GALLERY_ID}?lang=ar`);
    expect(await screen.findByRole('tab', { name: 'الصور' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'الكل' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'التالي' })).toBeInTheDocument();
  });

  it('shows the venue screen in the event’s default language, whatever the organiser’s browser speaks', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ar']);
    openSlideShow(`/social/slide-show/${GALLERY_ID}?venue=1`);
    expect(await screen.findByText('Escanea para ver tus fotos')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Código QR de la dirección de la galería' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
  });

  it('tells a booth guest their photo is on its way in their language, with the event’s languages to choose from', async () => {
    stubApi(stub(boothSharingEndpoints.pendingShare, { status: 'pending' as const, gallery: gallery() }));
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-ES', 'en']);
    renderRoute('/gallery/share/pending/uuid-7/booth7-capture-000123');
    // The page frames itself in the gallery's look once the server has answered.
    const choice = await screen.findByRole('combobox', { name: 'Idioma' });
    expect(screen.getByRole('heading', { name: 'Tu foto está en camino' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Harbour party – Tu foto'));
    fireEvent.change(choice, { target: { value: 'ar' } });
    expect(await screen.findByRole('heading', { name: 'صورتك في الطريق' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
  });
});
