/** Reads a scrape in the Prometheus text format, as a scraper would. */
type Sample = { name: string; labels: Record<string, string>; value: number };

const SAMPLE_LINE = /^([A-Za-z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)$/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

export function samplesOf(text: string): Sample[] {
  return text.split('\n').flatMap((line) => {
    const match = SAMPLE_LINE.exec(line);
    if (!match || line.startsWith('#')) return [];
    const [, name = '', labelText = '', value = ''] = match;
    const labels = Object.fromEntries([...labelText.matchAll(LABEL)].map(([, key = '', text = '']) => [key, text]));
    return [{ name, labels, value: Number(value) }];
  });
}

/** The sum of a metric's samples that have these labels; undefined when it has none. */
export function sampleValue(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const matching = samplesOf(text).filter(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  return matching.length === 0 ? undefined : matching.reduce((sum, sample) => sum + sample.value, 0);
}
