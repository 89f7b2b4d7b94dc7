/** The chosen library items of an event's options: animations, fast styles, props, frames and filters. */
import { type Event, FRAME_HEIGHT, FRAME_WIDTH } from '@boothdeck/contract';
import { describeCaptureSettings } from '@/shared/lib/option-choices';
import { ChosenThumb, ChosenThumbs, NotSetUp } from './summary-parts';

export function GifSummary({ items }: { items: Event['gif_gallery'] }) {
  if (!items) return <NotSetUp />;
  return (
    <ChosenThumbs label="Chosen animations" wide>
      {items.map((item) => (
        <ChosenThumb
          key={item.gif_id}
          src={item.gif.preview_image}
          label={item.gif.name}
          detail={describeCaptureSettings(item.gif_settings)}
          badge={item.gif.custom_frame.length > 0 ? 'Custom frame' : undefined}
        />
      ))}
    </ChosenThumbs>
  );
}

export function BurstGifSummary({ items }: { items: Event['brust_gif_gallery'] }) {
  if (!items) return <NotSetUp />;
  return (
    <ChosenThumbs label="Chosen fast styles" wide>
      {items.map((item) => (
        <ChosenThumb
          key={item.brust_gif_id}
          src={item.photo}
          label={item.name}
          detail={describeCaptureSettings(item.brust_gif_setting)}
        />
      ))}
    </ChosenThumbs>
  );
}

export function PropsSummary({ items }: { items: Event['digital_prop'] }) {
  if (!items) return <NotSetUp />;
  return (
    <ChosenThumbs label="Chosen props">
      {items.map((item) => (
        <ChosenThumb key={item.prop_id} src={item.photo_frame} label={item.name} />
      ))}
    </ChosenThumbs>
  );
}

export function FramesSummary({ items }: { items: Event['photo_frame'] }) {
  if (!items) return <NotSetUp />;
  return (
    <ChosenThumbs label="Chosen frames">
      {items.map((item) => (
        <ChosenThumb
          key={item.frame_id}
          src={item.preview_image}
          label={item.name}
          ratio={FRAME_WIDTH / FRAME_HEIGHT}
          badge={item.custom_frame.length > 0 ? 'Custom frame' : undefined}
        />
      ))}
    </ChosenThumbs>
  );
}

export function FiltersSummary({ items }: { items: Event['filter'] }) {
  if (!items) return <NotSetUp />;
  return (
    <ChosenThumbs label="Chosen filters">
      {items.map((item) => (
        <ChosenThumb key={item.color_filter_id} src={item.filter_photo} label={item.name} />
      ))}
    </ChosenThumbs>
  );
}
