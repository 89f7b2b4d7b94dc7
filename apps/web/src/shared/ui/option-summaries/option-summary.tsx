import type { Event, OptionKey } from '@boothdeck/contract';
import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormBuilderSummary, MicrositeSummary, OffersSummary, WatermarkSummary } from './form-option-summaries';
import { BurstGifSummary, FiltersSummary, FramesSummary, GifSummary, PropsSummary } from './library-summaries';
import { PrintingSummary } from './printing-summary';
import { EmailSummary, SmsSummary } from './sharing-summaries';
import { SocialSummary } from './social-summary';

/** What each option's section shows of its saved settings; an option without one shows 'Enabled'. */
const SUMMARIES: Partial<Record<OptionKey, (event: Event) => ReactNode>> = {
  social_media: (event) => <SocialSummary social={event.social} />,
  gif: (event) => <GifSummary items={event.gif_gallery} />,
  brust_gif: (event) => <BurstGifSummary items={event.brust_gif_gallery} />,
  digital_props: (event) => <PropsSummary items={event.digital_prop} />,
  frame: (event) => <FramesSummary items={event.photo_frame} />,
  filters: (event) => <FiltersSummary items={event.filter} />,
  email: (event) => <EmailSummary setting={event.email_setting} />,
  text_messaging: (event) => <SmsSummary message={event.text_message} />,
  water_mark: (event) => <WatermarkSummary watermark={event.watermark} />,
  microsite: (event) => <MicrositeSummary microsite={event.microsite} />,
  incentive_offer: (event) => (
    <OffersSummary offers={event.incentive_offer} details={event.incentive_details} timeZone={event.time_zone} />
  ),
  form_builder: (event) => <FormBuilderSummary form={event.event_form_builder} />,
  printing: (event) => <PrintingSummary printing={event.printing} />,
};

export function OptionSummary({ option, event }: { option: OptionKey; event: Event }) {
  const summary = SUMMARIES[option];
  if (summary) return summary(event);
  return (
    <Badge color="teal" variant="light" w="fit-content">
      Enabled
    </Badge>
  );
}
