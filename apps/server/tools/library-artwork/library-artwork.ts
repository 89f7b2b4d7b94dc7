/** Every artwork file of the shipped libraries, keyed by its path under assets/library. */
import {
  BURST_STYLES,
  burstFiles,
  COLOR_FILTERS,
  colorFilterFiles,
  EMAIL_TEMPLATES,
  emailTemplateFile,
  FRAMES,
  frameFiles,
  GIF_STYLES,
  gifFiles,
  MICROSITE_TEMPLATES,
  micrositeTemplateFiles,
  PROP_CATEGORIES,
  propFile,
  propTitle,
} from '../../src/modules/libraries/library-catalogue.ts';
import { burstStyleSvg } from './burst-styles.ts';
import { emailThumbnailSvg } from './email-thumbnails.ts';
import { filterChartSvg, filterSwatchSvg } from './filter-art.ts';
import { framePreviewSvg, frameSvg } from './frames.ts';
import { gifStyleSvg } from './gif-styles.ts';
import { micrositeLogoSvg, micrositeThumbnailSvg } from './microsite-thumbnails.ts';
import { propSvg } from './props.ts';

export function drawLibraryArtwork(): Map<string, string> {
  const files = new Map<string, string>();
  for (const style of GIF_STYLES) {
    const paths = gifFiles(style.slug);
    files.set(paths.photo, gifStyleSvg(style.slug, style.name, { animated: true }));
    files.set(paths.preview, gifStyleSvg(style.slug, style.name, { animated: false }));
  }
  for (const style of BURST_STYLES) {
    files.set(burstFiles(style.slug).photo, burstStyleSvg(style.slug, style.name));
  }
  for (const [index, frame] of FRAMES.entries()) {
    const paths = frameFiles(frame.slug);
    files.set(paths.frame, frameSvg(frame.slug, frame.name));
    files.set(paths.preview, framePreviewSvg(frame.slug, frame.name, index));
  }
  for (const filter of COLOR_FILTERS) {
    const paths = colorFilterFiles(filter.slug);
    files.set(paths.photo, filterSwatchSvg(filter.name, filter.matrix));
    files.set(paths.chart, filterChartSvg(filter.name, filter.matrix));
  }
  for (const category of PROP_CATEGORIES) {
    for (const prop of category.props) files.set(propFile(category.slug, prop), propSvg(prop, propTitle(prop)));
  }
  for (const template of EMAIL_TEMPLATES) {
    files.set(emailTemplateFile(template.layout), emailThumbnailSvg(template.name, template.layout, template.contents));
  }
  for (const template of MICROSITE_TEMPLATES) {
    const paths = micrositeTemplateFiles(template.templateName);
    files.set(paths.image, micrositeThumbnailSvg(template.name, template.templateName, template.contents));
    files.set(paths.logo, micrositeLogoSvg(template.name, template.contents.buttonColor));
  }
  return files;
}
